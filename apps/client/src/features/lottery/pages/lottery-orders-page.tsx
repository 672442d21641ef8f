import '../lottery.css';
import type { LotteryOrder, LotteryOrderStatus } from '@wps/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyList, MoneyPage, StatusBadge } from '../../../shared/ui/money-page';
import { useLotteryOrdersInfiniteQuery } from '../api/orders';
import { ORDER_FILTERS, badgeOf } from '../components/order-text';
import { useLotteryTranslation } from '../i18n';

function OrderRow({ order }: { order: LotteryOrder }) {
  const { t, lng } = useLotteryTranslation();
  const fmt = useMoneyFormat();
  return (
    <li data-testid="lottery-order">
      <Link className="mn-row lt-row-link" to={`/m/game/orders/${order.orderId}`}>
        <div>
          <p className="mn-row-title">{order.gameName}</p>
          <p className="mn-row-sub">
            <span className="nowrap">{t('lt_period', { period: order.numero })}</span> ·{' '}
            <span className="nowrap">{formatDateTime(order.createdAt, lng)}</span>
          </p>
        </div>
        <div className="mn-row-end">
          <span className="mn-amount">{fmt(order.totalStake)}</span>
          {order.status === 'SETTLED' ? <span className="lt-sub">{t('lt_payout_amount', { amount: fmt(order.totalPayout) })}</span> : null}
          <StatusBadge status={badgeOf(order.status)} label={t(`lt_status_${order.status}`)} />
        </div>
      </Link>
    </li>
  );
}

/** /m/game/orders: the member's lottery orders, newest first, by status; each opens its detail. */
export default function LotteryOrdersPage() {
  const { t } = useLotteryTranslation();
  const [status, setStatus] = useState<LotteryOrderStatus | ''>('');
  const orders = useLotteryOrdersInfiniteQuery(status);
  return (
    <MoneyPage title={t('lt_orders_title')} testId="lottery-orders-page">
      <div className="mn-chips" role="radiogroup" aria-label={t('lt_status_filter')}>
        {ORDER_FILTERS.map((s) => (
          <button
            key={s || 'all'}
            type="button"
            role="radio"
            aria-checked={status === s}
            className={`mn-chip${status === s ? ' is-active' : ''}`}
            onClick={() => setStatus(s)}
          >
            {t(s ? `lt_status_${s}` : 'lt_status_all')}
          </button>
        ))}
      </div>
      <MoneyList query={orders} testId="lottery-order-list" render={(o) => <OrderRow key={o.orderId} order={o} />} />
    </MoneyPage>
  );
}
