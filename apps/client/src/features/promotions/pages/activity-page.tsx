import '../promotions.css';
import { PROMO_CATEGORIES, type PromoCategory } from '@wps/contract/lite';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { usePromotionListQuery } from '../api/promotions';
import { PromoCardItem } from '../components/promo-card';
import { RenderGuard } from '../components/render-guard';
import { usePromotionsTranslation } from '../i18n';

type Tab = 'all' | PromoCategory;

/** Promotion list (/m/activity): category tabs ("all" always, others only when used), then the cards. */
export default function ActivityPage() {
  const { t } = usePromotionsTranslation();
  const q = usePromotionListQuery();
  const [params, setParams] = useSearchParams();
  const tabs = useMemo<Tab[]>(() => {
    const used = new Set(q.data?.map((p) => p.category));
    return ['all', ...PROMO_CATEGORIES.filter((c) => used.has(c))];
  }, [q.data]);
  const asked = params.get('category') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'all';
  const shown = q.data?.filter((p) => tab === 'all' || p.category === tab) ?? [];

  return (
    <div className="promo-page" data-testid="activity-page">
      <h1 className="promo-heading">{t('promo_title')}</h1>
      <div className="promo-tabs" role="tablist" aria-label={t('promo_categories')}>
        {tabs.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === tab}
            className="promo-tab"
            onClick={() => setParams(c === 'all' ? {} : { category: c }, { replace: true })}
          >
            {t(`promo_cat_${c}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`promo_cat_${tab}`)}>
        {q.isPending ? (
          <ListSkeleton />
        ) : q.isError && !q.data ? (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState text={t('promo_empty')} />
        ) : (
          <RenderGuard>
            <ul className="promo-list" data-testid="promo-list">
              {shown.map((p) => (
                <PromoCardItem key={p.id} promo={p} />
              ))}
            </ul>
          </RenderGuard>
        )}
      </div>
    </div>
  );
}
