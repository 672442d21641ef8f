import type { DepositStart, QrChannelType } from '@wps/contract';
import { useEffect, useId, useState } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { QrImage } from '../../../shared/ui/qr-image';
import { DataRows } from '../../../shared/ui/receipt';
import { useDepositOrderQuery } from '../api/deposit';
import { useDepositTranslation } from '../i18n';
import { ChannelIcon } from './channel-icon';
import { DepositStatus } from './deposit-status';

const WALLET_KEYS: Record<QrChannelType, string> = { ALIPAY: 'mn_wallet_alipay', WECHAT: 'mn_wallet_wechat', QQ: 'mn_wallet_qq' };

const secondsUntil = (at: string) => Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000));

/** Seconds left until `at`, ticking each second (0 once passed). */
function useSecondsLeft(at: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    const timer = setInterval(() => setSeconds(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * The QR step of a wallet deposit: the code to scan with the wallet app (or, on the phone it is on, a link that opens
 * the wallet's pay page), the amount, the order number and a countdown to its expiry, and the order's status, polled
 * until the wallet's notification credits it (the header balance then refreshes) or it expires or fails.
 */
export function QrPayment({ start, type, onDone }: { start: DepositStart; type: QrChannelType; onDone: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const live = useDepositOrderQuery(start.order.orderNo);
  const order = live.data ?? start.order;
  const seconds = useSecondsLeft(order.expiresAt);
  const refetch = live.refetch;
  // At the deadline, ask once more: the server says whether it expired (or was paid at the last moment).
  useEffect(() => {
    if (seconds === 0) void refetch();
  }, [seconds, refetch]);
  const wallet = t(WALLET_KEYS[type]);
  // The wallet answers a path of this server for the local simulator: the QR needs an address a phone can open.
  const link = new URL(start.qrCode!, window.location.href).href;
  const pending = order.status === 'pending';
  const titleId = useId();

  return (
    <section className="mn-card mn-qr" data-testid="qr-payment" aria-labelledby={titleId}>
      <h2 id={titleId} className="mn-qr-title">
        <ChannelIcon type={type} />
        {pending ? t('mn_qr_title', { wallet }) : t(`mn_result_${order.status}`)}
      </h2>
      {pending ? (
        <>
          <p className="mn-note">{t('mn_qr_hint', { wallet })}</p>
          <QrImage link={link} label={t('mn_qr_label', { wallet })} size={200} className="mn-qr-image" testId="qr-image" />
          <p className="mn-qr-countdown" aria-live="off">
            {t('mn_qr_expires_in', { time: mmss(seconds) })}
          </p>
          <a className="btn btn-primary btn-wide" href={link} target="_blank" rel="noopener noreferrer" data-testid="qr-open-app">
            {t('mn_qr_open_app', { wallet })}
          </a>
        </>
      ) : null}
      <DataRows
        rows={[
          { label: t('mn_amount'), value: fmt(order.amount), testId: 'qr-amount' },
          order.bonus !== '0.00' && { label: t('mn_bonus'), value: fmt(order.bonus) },
          { label: t('mn_order_no'), value: order.orderNo, testId: 'deposit-order-no' },
          { label: t('mn_status'), value: <DepositStatus status={order.status} />, testId: 'qr-status' },
        ]}
      />
      {live.isError ? <p className="mn-note">{t('mn_qr_status_error')}</p> : null}
      {pending ? (
        <button type="button" className="btn btn-outline btn-wide" onClick={() => void refetch()} disabled={live.isFetching}>
          {t('mn_qr_paid')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary btn-wide" onClick={onDone}>
          {t('mn_new_deposit')}
        </button>
      )}
    </section>
  );
}
