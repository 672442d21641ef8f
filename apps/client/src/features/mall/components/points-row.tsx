import type { PointsEntry } from '@wps/contract';
import { formatDateTime, formatNumber } from '../../../shared/format/date-time';
import { MoneyRow } from '../../../shared/ui/money-page';
import { useMallTranslation } from '../i18n';

/** One points movement: why, when, the signed change and the balance after it. */
export function PointsRow({ entry }: { entry: PointsEntry }) {
  const { t, lng } = useMallTranslation();
  const sub = [formatDateTime(entry.createdAt, lng), t('mall_balance_after', { points: formatNumber(entry.balanceAfter, lng) })];
  return (
    <MoneyRow title={entry.note ? `${t(`mall_reason_${entry.reason}`)} · ${entry.note}` : t(`mall_reason_${entry.reason}`)} sub={sub}>
      <span className={entry.delta > 0 ? 'ml-plus' : 'ml-minus'} data-testid="mall-points-entry" data-reason={entry.reason}>
        {formatNumber(entry.delta, lng, { signDisplay: 'always' })}
      </span>
    </MoneyRow>
  );
}
