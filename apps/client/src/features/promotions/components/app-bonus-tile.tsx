import { appBonusPromotion } from '@wps/contract/lite';
import { Link } from 'react-router';
import { usePromotionListQuery } from '../api/promotions';
import { usePromotionsTranslation } from '../i18n';

/**
 * Home app-bonus hint (part 2 s2 "Promotions"): while an app-download promotion runs, a tile naming it leads to its
 * detail. The list is the one the caller sees (the promotions call answers members and visitors alike). Loaded after
 * the first paint, with the query layer; nothing shows while loading, on error or without such a promotion.
 */
export default function AppBonusTile() {
  const { t } = usePromotionsTranslation();
  const promo = appBonusPromotion(usePromotionListQuery().data);
  if (!promo) return null;
  return (
    <Link className="tile" to={`/m/activityDetail?id=${promo.id}`} data-testid="home-app-bonus">
      <span className="tile-title">{t('promo_app_bonus')}</span>
      <span className="tile-desc">{promo.title}</span>
    </Link>
  );
}
