import type { PromotionCard } from '@wps/contract';
import { Link } from 'react-router';
import { usePromotionsTranslation } from '../i18n';
import { promoPeriod } from './promo-date';

/**
 * One card: its picture, title, the date range or "long term", and a more button (spec part 2 s2). The whole card is
 * the link to the detail (issue 33 item 14: a tap on the picture or the title opens it too), named by what it shows.
 */
export function PromoCardItem({ promo }: { promo: PromotionCard }) {
  const { t, lng } = usePromotionsTranslation();
  const period = promoPeriod(promo, t('promo_long_term'), lng);
  const picture = [...promo.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  return (
    <li className="promo-card" data-testid="promo-card">
      <Link className="promo-card-link" to={`/m/activityDetail?id=${promo.id}`}>
        {picture ? <img className="promo-card-img" src={picture.url} alt="" width={750} height={300} loading="lazy" decoding="async" /> : null}
        <div className="promo-card-text">
          <h2 className="promo-card-title">{promo.title}</h2>
          <p className="promo-card-period">{period}</p>
        </div>
        <span className="btn btn-outline btn-sm" aria-hidden="true">
          {t('promo_more')}
        </span>
      </Link>
    </li>
  );
}
