import '../lottery.css';
import type { LotteryOrderDetail, LotterySubOrder } from '@wps/contract';
import { TOAST_MS } from '@wps/contract/lite';
import { useParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage, StatusBadge } from '../../../shared/ui/money-page';
import { useCancelSubOrderMutation, useLotteryOrderQuery } from '../api/orders';
import { countdownText, periodPhase, useClock, useRefetchAt } from '../components/countdown';
import { DrawDigits } from '../components/draw-digits';
import { badgeOf, selectionText } from '../components/order-text';
import { useLotteryTranslation } from '../i18n';

function SubOrderRow({ sub, cancellable, busy, onCancel }: { sub: LotterySubOrder; cancellable: boolean; busy: boolean; onCancel: () => void }) {
  const { t } = useLotteryTranslation();
  const fmt = useMoneyFormat();
  const what = selectionText(t, sub);
  return (
    <li className="mn-row" data-testid="lottery-sub-order">
      <div>
        <p className="mn-row-title">{what}</p>
        <p className="mn-row-sub">
          <span className="nowrap">{t(`lt_bet_${sub.betType}`)}</span> · <span className="nowrap">{t('lt_stake_odds', { stake: fmt(sub.stake), odds: sub.odds })}</span>
        </p>
      </div>
      <div className="mn-row-end">
        <StatusBadge status={badgeOf(sub.status)} label={t(`lt_sub_${sub.status}`)} />
        {sub.status === 'WON' ? <span className="mn-amount is-in">{fmt(sub.payout, { sign: true })}</span> : null}
        {cancellable ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} aria-label={t('lt_cancel_named', { bet: what })} onClick={onCancel}>
            {t('lt_cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function OrderDetail({ order }: { order: LotteryOrderDetail }) {
  const { t, lng } = useLotteryTranslation();
  const fmt = useMoneyFormat();
  const now = useClock();
  const cancel = useCancelSubOrderMutation();
  const { period } = order;
  const phase = period.status === 'OPEN' ? periodPhase(period, now) : null;
  const open = phase?.phase === 'open';

  const onCancel = async (sub: LotterySubOrder) => {
    if (!(await confirmDialog(t('lt_cancel_confirm', { bet: selectionText(t, sub), stake: fmt(sub.stake) })))) return;
    try {
      await cancel.mutateAsync({ orderId: order.orderId, subOrderId: sub.subOrderId });
      void showToast(t('lt_cancelled'), TOAST_MS.default);
    } catch (e) {
      void showToast(errorText(e), TOAST_MS.default);
    }
  };

  return (
    <>
      <section className="mn-card" aria-labelledby="lt-order-game" data-testid="lottery-order-summary">
        <h2 id="lt-order-game">{order.gameName}</h2>
        <dl className="mn-dl">
          <div>
            <dt>{t('lt_order_no')}</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div>
            <dt>{t('lt_period_label')}</dt>
            <dd>{order.numero}</dd>
          </div>
          <div>
            <dt>{t('lt_status')}</dt>
            <dd>
              <StatusBadge status={badgeOf(order.status)} label={t(`lt_status_${order.status}`)} />
            </dd>
          </div>
          <div>
            <dt>{t('lt_placed_at')}</dt>
            <dd>{formatDateTime(order.createdAt, lng)}</dd>
          </div>
          <div>
            <dt>{t('lt_stake')}</dt>
            <dd>{fmt(order.totalStake)}</dd>
          </div>
          <div>
            <dt>{t('lt_payout')}</dt>
            <dd>{fmt(order.totalPayout)}</dd>
          </div>
          <div>
            <dt>{t('lt_result')}</dt>
            <dd>
              {period.result ? (
                <DrawDigits result={period.result} label={t('lt_result_digits', { digits: period.result })} />
              ) : phase?.phase === 'open' ? (
                <span data-testid="lottery-order-countdown">{t('lt_closes_in', { time: countdownText(phase.seconds) })}</span>
              ) : period.status === 'VOID' ? (
                t('lt_status_VOID')
              ) : (
                t('lt_drawing')
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="lt-order-bets" className="mn-panel">
        <h2 id="lt-order-bets" className="lt-h2">
          {t('lt_sub_orders', { count: order.subOrders.length })}
        </h2>
        <ul className="mn-list">
          {order.subOrders.map((s) => (
            <SubOrderRow key={s.subOrderId} sub={s} cancellable={open && s.status === 'OPEN'} busy={cancel.isPending} onCancel={() => void onCancel(s)} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** /m/game/orders/:orderId: one lottery order with its bets, result and payout; an open bet can be cancelled. */
export default function LotteryOrderPage() {
  const { t } = useLotteryTranslation();
  const { orderId = '' } = useParams();
  const id = /^\d{1,10}$/.test(orderId) ? Number(orderId) : 0;
  const order = useLotteryOrderQuery(id, id > 0);
  // An open order is settled after its period's draw: asked again then, so the result and payout appear by themselves.
  const waiting = order.data?.status === 'OPEN' ? order.data.period.drawAt : undefined;
  useRefetchAt(waiting, order.dataUpdatedAt, order.refetch);

  let body;
  if (id === 0) body = <EmptyState text={t('lt_order_missing')} />;
  else if (order.isPending) body = <ListSkeleton rows={3} />;
  else if (order.isError) body = <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  else body = <OrderDetail order={order.data} />;
  return (
    <MoneyPage title={t('lt_order_title')} testId="lottery-order-page">
      {body}
    </MoneyPage>
  );
}
