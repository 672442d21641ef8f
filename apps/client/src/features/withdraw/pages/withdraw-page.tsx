import type { WithdrawOrder } from '@wps/contract';
import { moneyToMinor } from '@wps/contract/lite';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import '../withdraw.css';
import { useWithdrawInfoQuery, useWithdrawMutation } from '../api/withdraw';
import { WithdrawStatus } from '../components/withdraw-status';
import { useWithdrawTranslation } from '../i18n';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** What the withdrawal screen shows of other features (composed in app). */
export interface WithdrawSlots {
  /** The wallet's balance strip. */
  balance: ReactNode;
  /** The member's form to bind a withdrawal card (the first step when none is bound). */
  bindCard: ReactNode;
  /** The member's form to set the first payment password (the next step). */
  setPaymentPassword: ReactNode;
}

/** Withdrawal (/m/withdraw): needs a bound card and the payment password; the amount is held until paid out. */
export default function WithdrawPage({ balance, bindCard, setPaymentPassword }: WithdrawSlots) {
  const { t } = useWithdrawTranslation();
  const info = useWithdrawInfoQuery();
  const [done, setDone] = useState<WithdrawOrder | null>(null);

  let body;
  if (info.isPending) body = <ListSkeleton />;
  else if (info.isError) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else if (done) body = <WithdrawDone order={done} onNew={() => setDone(null)} />;
  else if (info.data.cards.length === 0)
    body = (
      <>
        <p className="mn-note mn-step">{t('mn_need_card')}</p>
        {bindCard}
      </>
    );
  else if (!info.data.hasPaymentPassword)
    body = (
      <>
        <p className="mn-note mn-step">{t('mn_need_pin')}</p>
        {setPaymentPassword}
      </>
    );
  else body = <WithdrawForm onDone={setDone} />;

  return (
    <MoneyPage title={t('withdraw')} testId="withdraw-page">
      {balance}
      {body}
      <Link className="mn-link" to="/m/transaction/record?tab=withdraw">
        {t('mn_withdraw_records')}
      </Link>
    </MoneyPage>
  );
}

function WithdrawForm({ onDone }: { onDone: (o: WithdrawOrder) => void }) {
  const { t } = useWithdrawTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  const info = useWithdrawInfoQuery();
  const mutation = useWithdrawMutation();
  const cards = info.data?.cards ?? [];
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [formError, setFormError] = useState('');
  // One idempotency key per distinct request: an unchanged resubmit (double tap, retry) cannot hold twice.
  const request = useRef<{ sig: string; id: string } | null>(null);
  if (!info.data) return null;
  const { balance, min, max } = info.data;
  const card = cards.find((c) => c.id === cardId) ?? cards[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const a = amount.trim();
    if (!AMOUNT.test(a)) return setFormError(t('mn_amount_invalid'));
    const minor = moneyToMinor(a);
    if (minor < moneyToMinor(min) || minor > moneyToMinor(max)) return setFormError(t('mn_amount_range', { min: fmt(min), max: fmt(max) }));
    if (minor > moneyToMinor(balance)) return setFormError(t('err_insufficient_funds'));
    if (!/^\d{6}$/.test(pin)) return setFormError(t('mn_pin_invalid'));
    setFormError('');
    const sig = `${card.id}|${a}`;
    if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
    mutation.mutate(
      { amount: a, bankCardId: card.id, paymentPassword: pin, requestId: request.current.id },
      {
        onSuccess: (order) => {
          request.current = null;
          onDone(order);
        },
        onSettled: () => setPin(''),
      },
    );
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form" onSubmit={submit} noValidate>
      <fieldset className="mn-fieldset">
        <legend className="field-label">{t('mn_to_card')}</legend>
        {cards.map((c) => (
          <label key={c.id} className="mn-radio">
            <input type="radio" name={`${id}-card`} checked={c.id === card.id} onChange={() => setCardId(c.id)} />
            <span>
              {c.bankName}
              <small>
                {c.accountName} · {c.accountNo}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="field" htmlFor={`${id}-amount`}>
        <span className="field-label">{t('mn_withdraw_amount')}</span>
        <span className="field-row">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('mn_amount_range', { min: fmt(min), max: fmt(max) })}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          />
          <button
            type="button"
            className="field-toggle"
            onClick={() => setAmount(moneyToMinor(balance) > moneyToMinor(max) ? max : balance)}
          >
            {t('mn_all')}
          </button>
        </span>
      </label>
      <label className="field" htmlFor={`${id}-pin`}>
        <span className="field-label">{t('mn_payment_password')}</span>
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </label>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : t('mn_withdraw_submit')}
      </button>
      <Link className="mn-link" to="/m/securityCenter">
        {t('mn_forgot_pin')}
      </Link>
    </form>
  );
}

function WithdrawDone({ order, onNew }: { order: WithdrawOrder; onNew: () => void }) {
  const { t } = useWithdrawTranslation();
  const fmt = useMoneyFormat();
  return (
    <section className="mn-card" data-testid="withdraw-result" aria-labelledby="withdraw-done-title">
      <h2 id="withdraw-done-title">{t('mn_withdraw_sent')}</h2>
      <p className="mn-note">{t('mn_withdraw_held')}</p>
      <dl className="mn-dl">
        <div>
          <dt>{t('mn_amount')}</dt>
          <dd>{fmt(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('mn_to_card')}</dt>
          <dd>
            {order.bankName} {order.accountNo}
          </dd>
        </div>
        <div>
          <dt>{t('mn_order_no')}</dt>
          <dd data-testid="withdraw-order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('mn_status')}</dt>
          <dd>
            <WithdrawStatus status={order.status} />
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-outline btn-wide" onClick={onNew}>
        {t('mn_new_withdraw')}
      </button>
    </section>
  );
}
