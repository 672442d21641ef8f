import type { MallOrder } from '@wps/contract';
import { formatDateTime, formatNumber } from '../../../shared/format/date-time';
import { MoneyRow, StatusBadge } from '../../../shared/ui/money-page';
import { useMallTranslation } from '../i18n';

/** The badge colour of each order state. */
const BADGE: Record<MallOrder['status'], string> = { pending: 'pending', shipped: 'pending', delivered: 'success', completed: 'success', cancelled: 'closed' };

/** One order: the item, when, its points, its state; a voucher's code and where goods go. */
export function OrderRow({ order }: { order: MallOrder }) {
  const { t, lng } = useMallTranslation();
  const sub = [formatDateTime(order.createdAt, lng), t(`mall_kind_${order.kind}`)];
  if (order.voucherCode) sub.push(order.voucherCode);
  if (order.address) sub.push(order.address.line1);
  return (
    <MoneyRow title={order.itemName} sub={sub}>
      <span className="ml-row-end" data-testid="mall-order" data-status={order.status}>
        <span className="ml-minus">{t('mall_points_delta', { points: formatNumber(-order.points, lng, { signDisplay: 'always' }) })}</span>
        <StatusBadge status={BADGE[order.status]} label={t(`mall_status_${order.status}`)} />
      </span>
    </MoneyRow>
  );
}
