import { isPaymentPassword, TOAST_MS } from '@wps/contract/lite';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useBalanceQuery } from '../../../shared/query/balance';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { AmountField, Chips, Field, FormError, PinField, SubmitButton, useForm } from '../../../shared/ui/form';
import { findDownline, useHasPaymentPasswordQuery, useTransferMutation, useTransferMultipleMutation } from '../api/agent';
import { useAgentTranslation } from '../i18n';
import { MAX_RECIPIENTS, splitAccounts, transferAmountProblem, transferTotal } from './agent-rules';

type Mode = 'single' | 'multiple';

/**
 * Transfer to one downline or several (the same amount to each, all or nothing on the server): amount, payment
 * password, a confirmation, and one request id per distinct request so a double tap or retry pays once.
 */
export function TransferForm({ initialTo }: { initialTo: string }) {
  const { t } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const balance = useBalanceQuery().data;
  const available = balance ? (balance.mainBalance ?? balance.sumBalance) : null;
  const [mode, setMode] = useState<Mode>('single');
  // Without a payment password no transfer can pass: said up front with the way to set one, never after the confirm.
  const pinMissing = useHasPaymentPasswordQuery().data === false;
  const single = useTransferMutation();
  const multiple = useTransferMultipleMutation();
  const request = useRef<{ sig: string; id: string } | null>(null);
  const form = useForm({
    initial: { to: initialTo, amount: '', pin: '' },
    validate: (v) => {
      const accounts = mode === 'single' ? splitAccounts(v.to).slice(0, 1) : splitAccounts(v.to);
      if (accounts.length === 0) return { to: t('ag_recipient_required') };
      if (accounts.length > MAX_RECIPIENTS) return { to: t('ag_recipients_too_many', { max: MAX_RECIPIENTS }) };
      const problem = transferAmountProblem(v.amount, available, accounts.length);
      if (problem) return { amount: t(`ag_amount_${problem}`) };
      if (pinMissing) return { pin: t('ag_pin_needed') };
      return isPaymentPassword(v.pin) ? null : { pin: t('mn_pin_invalid') };
    },
    onSubmit: async (v) => {
      const accounts = mode === 'single' ? splitAccounts(v.to).slice(0, 1) : splitAccounts(v.to);
      const amount = v.amount.trim();
      const total = transferTotal(amount, accounts.length);
      if (!(await confirmDialog(t('ag_transfer_confirm', { amount: fmt(total), accounts: accounts.join(', ') }), 'ag_confirm'))) return;
      const sig = `${mode}|${accounts.join(',')}|${amount}`;
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      try {
        // The calls take member ids: each account typed is looked up in the agent's own team first.
        const found = await Promise.all(accounts.map((a) => findDownline(a)));
        const missing = accounts.filter((_, i) => !found[i]);
        if (missing.length > 0) {
          form.setFieldError('to', t('ag_recipient_unknown', { accounts: missing.join(', ') }));
          return;
        }
        const ids = found.map((d) => d!.memberId);
        const { id } = request.current;
        if (mode === 'single') await single.mutateAsync({ memberId: ids[0]!, amount, paymentPassword: v.pin, requestId: id });
        else await multiple.mutateAsync({ items: ids.map((memberId) => ({ memberId, amount })), paymentPassword: v.pin, requestId: id });
        request.current = null;
        form.set('amount', '');
        void showToast(t('ag_transfer_done'), TOAST_MS.default);
      } finally {
        form.set('pin', '');
      }
    },
  });
  const count = mode === 'single' ? 1 : splitAccounts(form.values.to).length;

  return (
    <section className="ag-card" aria-labelledby="ag-h-transfer">
      <h2 id="ag-h-transfer" className="ag-h">
        {t('ag_transfer_title')}
      </h2>
      {available !== null ? (
        <p className="ag-muted" data-testid="agent-transfer-balance">
          {t('ag_your_balance', { amount: fmt(available) })}
        </p>
      ) : null}
      <form className="mn-form" onSubmit={form.submit} noValidate data-testid="agent-transfer-form">
        <Chips
          label={t('ag_transfer_mode')}
          value={mode}
          onChange={(m) => {
            setMode(m);
            form.setErrors({});
          }}
          options={[{ value: 'single', label: t('ag_transfer_single') }, { value: 'multiple', label: t('ag_transfer_multiple') }]}
        />
        <Field
          label={mode === 'single' ? t('ag_recipient') : t('ag_recipients')}
          hint={mode === 'multiple' ? t('ag_recipients_hint', { max: MAX_RECIPIENTS }) : undefined}
          autoComplete="off"
          maxLength={mode === 'single' ? 64 : 2000}
          {...form.field('to')}
        />
        <AmountField label={mode === 'single' ? t('ag_amount') : t('ag_amount_each')} {...form.field('amount')} />
        {mode === 'multiple' && count > 1 ? <p className="ag-muted">{t('ag_total', { amount: fmt(transferTotal(form.values.amount, count)) })}</p> : null}
        {pinMissing ? (
          <p className="ag-note" role="note" data-testid="agent-pin-needed">
            {t('ag_pin_needed')}{' '}
            <Link to="/m/securityCenter?open=pin">{t('ag_pin_set_link')}</Link>
          </p>
        ) : (
          <PinField label={t('mn_payment_password')} {...form.field('pin')} />
        )}
        <FormError>{form.error}</FormError>
        <SubmitButton busy={form.busy} busyText={t('mn_please_wait')} size="lg" disabled={pinMissing}>
          {t('ag_transfer_submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
