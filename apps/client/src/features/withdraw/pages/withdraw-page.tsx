import type { WithdrawOrder } from '@wps/contract';
import { isPaymentPassword, moneyToMinor } from '@wps/contract/lite';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { amountProblemText } from '../../../shared/i18n/money/amount-text';
import { AmountField, FormError, PinField, RadioList, SubmitButton, useForm } from '../../../shared/ui/form';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { Receipt } from '../../../shared/ui/receipt';
import '../withdraw.css';
import { useWithdrawInfoQuery, useWithdrawMutation, useWithdrawOrderQuery } from '../api/withdraw';
import { WithdrawStatus } from '../components/withdraw-status';
import { useWithdrawTranslation } from '../i18n';

/** What the withdrawal screen shows of other features (composed in app). */
export interface WithdrawSlots {
  /** The wallet's balance strip. */
  balance: ReactNode;
  /** The member's form to bind a withdrawal card (the first step when none is bound). */
  bindCard: ReactNode;
  /** The member's form to set the first payment password (the next step). */
  setPaymentPassword: ReactNode;
  /** The open bonus turnover a withdrawal waits for (nothing when none is open). */
  turnover: ReactNode;
}

/** Withdrawal (/m/withdraw): needs a bound card and the payment password; the amount is held until paid out. */
export default function WithdrawPage({ balance, bindCard, setPaymentPassword, turnover }: WithdrawSlots) {
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
    <MoneyPage title={t('withdraw')} testId="withdraw-page" realMoney>
      {balance}
      {!done && turnover}
      {body}
      <Link className="mn-link" to="/m/transaction/record?tab=withdraw">
        {t('mn_withdraw_records')}
      </Link>
    </MoneyPage>
  );
}

function WithdrawForm({ onDone }: { onDone: (o: WithdrawOrder) => void }) {
  const { t } = useWithdrawTranslation();
  const name = useId();
  const fmt = useMoneyFormat();
  const info = useWithdrawInfoQuery();
  const mutation = useWithdrawMutation();
  const cards = info.data?.cards ?? [];
  const [cardId, setCardId] = useState<number | null>(null);
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  // One idempotency key per distinct request: an unchanged resubmit (double tap, retry) cannot hold twice.
  const request = useRef<{ sig: string; id: string } | null>(null);
  const form = useForm({
    initial: { amount: '', pin: '' },
    validate: (v) => {
      if (!info.data) return null;
      const { balance, min, max } = info.data;
      return amountProblemText(v.amount, { min, max, balance }, t, fmt) ?? (isPaymentPassword(v.pin) ? null : t('mn_pin_invalid'));
    },
    onSubmit: async (v) => {
      if (!card) return;
      const amount = v.amount.trim();
      const sig = `${card.id}|${amount}`;
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      try {
        const order = await mutation.mutateAsync({ amount, bankCardId: card.id, paymentPassword: v.pin, requestId: request.current.id });
        request.current = null;
        onDone(order);
      } finally {
        form.set('pin', '');
      }
    },
  });
  if (!info.data || !card) return null;
  const { balance, min, max } = info.data;

  return (
    <form className="mn-form" onSubmit={form.submit} noValidate>
      <RadioList
        legend={t('mn_to_card')}
        name={name}
        value={card.id}
        onChange={(id) => id !== null && setCardId(id)}
        options={cards.map((c) => ({ value: c.id, label: c.bankName, detail: `${c.accountName} · ${c.accountNo}` }))}
      />
      <AmountField
        label={t('mn_withdraw_amount')}
        {...form.field('amount')}
        placeholder={t('mn_amount_range', { min: fmt(min, { symbol: false }), max: fmt(max, { symbol: false }) })}
        end={
          <button type="button" className="field-toggle" onClick={() => form.set('amount', moneyToMinor(balance) > moneyToMinor(max) ? max : balance)}>
            {t('mn_all')}
          </button>
        }
      />
      <PinField label={t('mn_payment_password')} {...form.field('pin')} />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')} size="lg">
        {t('mn_withdraw_submit')}
      </SubmitButton>
      <Link className="mn-link" to="/m/securityCenter">
        {t('mn_forgot_pin')}
      </Link>
    </form>
  );
}

/** The request's receipt; its status follows the order live until the operator pays it out or refuses it. */
function WithdrawDone({ order, onNew }: { order: WithdrawOrder; onNew: () => void }) {
  const { t } = useWithdrawTranslation();
  const fmt = useMoneyFormat();
  const now = useWithdrawOrderQuery(order.orderNo).data ?? order;
  return (
    <Receipt
      title={t('mn_withdraw_sent')}
      testId="withdraw-result"
      note={t('mn_withdraw_held')}
      rows={[
        { label: t('mn_amount'), value: fmt(order.amount) },
        { label: t('mn_to_card'), value: `${order.bankName} ${order.accountNo}` },
        { label: t('mn_order_no'), value: order.orderNo, testId: 'withdraw-order-no' },
      ]}
      status={{ label: t('mn_status'), value: <WithdrawStatus status={now.status} /> }}
      action={{ label: t('mn_new_withdraw'), onClick: onNew }}
    />
  );
}
