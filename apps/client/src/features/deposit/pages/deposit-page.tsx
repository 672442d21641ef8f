import type { DepositChannel, DepositOrder } from '@wps/contract';
import { moneyToMinor } from '@wps/contract/lite';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useSettings } from '../../../shared/system/system-store';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import '../deposit.css';
import { useDepositChannelsQuery, useDepositMutation, useDepositOrderQuery, useDepositPromosQuery } from '../api/deposit';
import { DepositStatus } from '../components/deposit-status';
import { useDepositTranslation } from '../i18n';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Deposit (/m/voucherCenter): pick a channel, an amount and optionally a bonus; bank transfer or online gateway.
 * `balance` is the wallet's balance strip (composed in app).
 */
export default function DepositPage({ balance }: { balance: ReactNode }) {
  const { t } = useDepositTranslation();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  return (
    <MoneyPage title={t('deposit')} testId="deposit-page">
      {balance}
      {orderNo ? <OrderResult orderNo={orderNo} onNew={() => setParams({}, { replace: true })} /> : <DepositForm />}
    </MoneyPage>
  );
}

function DepositForm() {
  const { t } = useDepositTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  const newLook = useSettings()?.mobileTemplate.dep_func === '1';
  const channels = useDepositChannelsQuery();
  const promos = useDepositPromosQuery();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [promoId, setPromoId] = useState<number | null>(null);
  const [payerName, setPayerName] = useState('');
  const [formError, setFormError] = useState('');
  // One idempotency key per distinct request: an unchanged resubmit (double tap, retry) cannot open a second order.
  const request = useRef<{ sig: string; id: string } | null>(null);
  const channel: DepositChannel | undefined = channels.data?.find((c) => c.id === channelId) ?? channels.data?.[0];
  const mutation = useDepositMutation(channel?.type ?? 'BANK');
  const [bankOrder, setBankOrder] = useState<DepositOrder | null>(null);

  const promo = promos.data?.find((p) => p.id === promoId);
  const bonusPreview = useMemo(() => {
    if (!promo || !AMOUNT.test(amount)) return null;
    const minor = moneyToMinor(amount);
    if (minor < moneyToMinor(promo.minDeposit)) return null;
    const bonus = (minor * BigInt(Math.round(Number(promo.percent) * 100))) / 10_000n;
    const cap = moneyToMinor(promo.maxBonus);
    const v = bonus > cap ? cap : bonus;
    return `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
  }, [promo, amount]);

  if (channels.isPending) return <ListSkeleton />;
  if (channels.isError) return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!channel) return <p className="mn-note">{t('mn_no_channels')}</p>;
  if (bankOrder) return <BankTransferDetails order={bankOrder} onDone={() => setBankOrder(null)} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (!AMOUNT.test(amount.trim())) return setFormError(t('mn_amount_invalid'));
    const minor = moneyToMinor(amount.trim());
    if (minor < moneyToMinor(channel.min) || minor > moneyToMinor(channel.max)) {
      return setFormError(t('mn_amount_range', { min: fmt(channel.min), max: fmt(channel.max) }));
    }
    if (channel.type === 'BANK' && !payerName.trim()) return setFormError(t('mn_payer_required'));
    setFormError('');
    const sig = `${channel.id}|${amount.trim()}|${promoId ?? ''}|${payerName.trim()}`;
    if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
    mutation.mutate(
      {
        channelId: channel.id,
        amount: amount.trim(),
        requestId: request.current.id,
        ...(promoId ? { promoId } : {}),
        ...(channel.type === 'BANK' ? { payerName: payerName.trim() } : {}),
      },
      {
        onSuccess: (start) => {
          if (start.payUrl) window.location.assign(start.payUrl);
          else setBankOrder(start.order);
        },
      },
    );
  };

  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form" onSubmit={submit} noValidate>
      <fieldset className="mn-fieldset">
        <legend className="field-label">{t('mn_channel')}</legend>
        <div className={newLook ? 'mn-channel-grid' : 'mn-channel-list'} role="radiogroup" aria-label={t('mn_channel')}>
          {channels.data.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === channel.id}
              className={`mn-channel${c.id === channel.id ? ' is-active' : ''}`}
              onClick={() => setChannelId(c.id)}
            >
              <span className="mn-channel-name">{c.name}</span>
              <span className="mn-channel-kind">{t(c.type === 'BANK' ? 'mn_type_bank' : 'mn_type_gateway')}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <label className="field" htmlFor={`${id}-amount`}>
        <span className="field-label">{t('mn_amount')}</span>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('mn_amount_range', { min: fmt(channel.min), max: fmt(channel.max) })}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
      </label>
      <div className="mn-presets" role="group" aria-label={t('mn_presets')}>
        {channel.presets.map((p) => (
          <button key={p} type="button" className={`mn-chip${amount === p ? ' is-active' : ''}`} onClick={() => setAmount(p)}>
            {fmt(p)}
          </button>
        ))}
      </div>

      {channel.type === 'BANK' ? (
        <label className="field" htmlFor={`${id}-payer`}>
          <span className="field-label">{t('mn_payer_name')}</span>
          <input id={`${id}-payer`} autoComplete="name" maxLength={64} value={payerName} onChange={(e) => setPayerName(e.target.value)} />
        </label>
      ) : null}

      {promos.data && promos.data.length > 0 ? (
        <fieldset className="mn-fieldset">
          <legend className="field-label">{t('mn_promo')}</legend>
          <label className="mn-radio">
            <input type="radio" name={`${id}-promo`} checked={promoId === null} onChange={() => setPromoId(null)} />
            <span>{t('mn_promo_none')}</span>
          </label>
          {promos.data.map((p) => (
            <label key={p.id} className="mn-radio">
              <input type="radio" name={`${id}-promo`} checked={promoId === p.id} onChange={() => setPromoId(p.id)} />
              <span>
                {p.title}
                <small>{t('mn_promo_rule', { min: fmt(p.minDeposit), max: fmt(p.maxBonus) })}</small>
              </span>
            </label>
          ))}
          {bonusPreview ? <p className="mn-note">{t('mn_bonus_preview', { bonus: fmt(bonusPreview) })}</p> : null}
        </fieldset>
      ) : null}

      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : channel.type === 'BANK' ? t('mn_submit_bank') : t('mn_pay_online')}
      </button>
      <Link className="mn-link" to="/m/transaction/record?tab=deposit">
        {t('mn_deposit_records')}
      </Link>
    </form>
  );
}

/** After a manual deposit: where to send the money, the reference to write, and the order's live status. */
function BankTransferDetails({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const live = useDepositOrderQuery(order.orderNo);
  const now = live.data ?? order;
  const acc = order.receivingAccount;
  const rows: [string, string][] = acc
    ? [
        [t('mn_bank'), acc.bankName],
        [t('mn_account_name'), acc.accountName],
        [t('mn_account_no'), acc.accountNo],
        ...(acc.branch ? ([[t('mn_branch'), acc.branch]] as [string, string][]) : []),
      ]
    : [];
  return (
    <section className="mn-card" data-testid="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('mn_transfer_title')}</h2>
      <p className="mn-note">{t('mn_transfer_hint')}</p>
      <dl className="mn-dl">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              {v}
              <CopyButton text={v} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('mn_amount')}</dt>
          <dd>{fmt(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('mn_reference')}</dt>
          <dd data-testid="deposit-reference">
            {order.reference}
            <CopyButton text={order.reference} />
          </dd>
        </div>
        <div>
          <dt>{t('mn_order_no')}</dt>
          <dd data-testid="deposit-order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('mn_status')}</dt>
          <dd>
            <DepositStatus status={now.status} />
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-outline btn-wide" onClick={onDone}>
        {t('mn_new_deposit')}
      </button>
    </section>
  );
}

function OrderResult({ orderNo, onNew }: { orderNo: string; onNew: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const order = useDepositOrderQuery(orderNo);
  if (order.isPending) return <ListSkeleton rows={2} />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <section className="mn-card" data-testid="deposit-result" aria-labelledby="deposit-result-title">
      <h2 id="deposit-result-title">{t(`mn_result_${o.status}`)}</h2>
      <dl className="mn-dl">
        <div>
          <dt>{t('mn_amount')}</dt>
          <dd>{fmt(o.amount)}</dd>
        </div>
        {o.bonus !== '0.00' ? (
          <div>
            <dt>{t('mn_bonus')}</dt>
            <dd>{fmt(o.bonus)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('mn_order_no')}</dt>
          <dd>{o.orderNo}</dd>
        </div>
        <div>
          <dt>{t('mn_status')}</dt>
          <dd>
            <DepositStatus status={o.status} />
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary btn-wide" onClick={onNew}>
        {t('mn_new_deposit')}
      </button>
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useDepositTranslation();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="mn-copy"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setDone(true), () => setDone(false));
      }}
    >
      {done ? t('mn_copied') : t('mn_copy')}
    </button>
  );
}
