import type { PromotionCard } from '@wps/contract';
import { Link } from 'react-router';
import { usePromotionsTranslation } from '../i18n';
import { promoPeriod } from './promo-date';

/** One card: title, the date range or "long term", and a more button to the detail (spec part 2 s2). */
export function PromoCardItem({ promo }: { promo: PromotionCard }) {
  const { t, lng } = usePromotionsTranslation();
  const period = promoPeriod(promo, t('promo_long_term'), lng);
  return (
    <li className="promo-card" data-testid="promo-card">
      <div className="promo-card-text">
        <h2 className="promo-card-title">{promo.title}</h2>
        <p className="promo-card-period">{period}</p>
      </div>
      <Link className="btn btn-outline btn-sm" to={`/m/activityDetail?id=${promo.id}`} aria-label={t('promo_more_about', { title: promo.title })}>
        {t('promo_more')}
      </Link>
    </li>
  );
}
