import { formatNumber } from '../../../shared/format/date-time';
import { usePointsQuery } from '../api/mall';
import { useMallTranslation } from '../i18n';

/** The member's points balance and what a bet earns; a shape while loading, a dash when it failed. */
export function PointsHeader() {
  const { t, lng } = useMallTranslation();
  const q = usePointsQuery();
  return (
    <section className="ml-points" aria-label={t('mall_points')} data-testid="mall-points">
      <p className="ml-points-label">{t('mall_points')}</p>
      {q.isPending ? (
        <div className="sk sk-block ml-points-sk" aria-busy="true" />
      ) : (
        <p className="ml-points-value" data-testid="mall-points-balance" data-points={q.data?.balance ?? ''}>
          {q.data ? formatNumber(q.data.balance, lng) : '—'}
        </p>
      )}
      {q.data ? <p className="ml-points-rate">{t('mall_rate', { points: formatNumber(q.data.pointsPerUnit, lng) })}</p> : null}
    </section>
  );
}
