import { ACCOUNT_LIMITS, MEMBER_LIMITS, isBankAccountNo, isPaymentPassword, newPaymentPasswordProblem } from '@wps/contract/lite';
import { useId, useState } from 'react';
import { DigitsField, Field, FormError, FormSuccess, PasswordField, PinField, Select, SubmitButton, useForm } from '../../../shared/ui/form';
import {
  useBindCardMutation,
  useResetPaymentPasswordMutation,
  useSetPaymentPasswordMutation,
  useWithdrawBanksQuery,
} from '../api/security';
import { useMemberTranslation } from '../i18n';
import { WithSecurityConfig } from './security-config';

/** Bind a withdrawal card. The holder name must be the member's payee name (the first card sets it). */
export function BindCardForm({ payeeName, onDone }: { payeeName: string | null; onDone?: () => void }) {
  const { t } = useMemberTranslation();
  const id = useId();
  const banks = useWithdrawBanksQuery();
  const mutation = useBindCardMutation();
  const form = useForm({
    initial: { bankCode: '', accountName: payeeName ?? '', accountNo: '' },
    validate: (v) => {
      if (!v.bankCode) return t('mn_bank_required');
      if (!v.accountName.trim()) return t('mn_holder_required');
      if (!isBankAccountNo(v.accountNo)) return t('mn_card_no_invalid');
      return null;
    },
    onSubmit: async (v) => {
      await mutation.mutateAsync({ bankCode: v.bankCode, accountName: v.accountName.trim(), accountNo: v.accountNo });
      onDone?.();
    },
  });
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mn_bind_card')}</h2>
      <Select
        label={t('mn_bank')}
        {...form.field('bankCode')}
        placeholder={banks.isPending ? t('mn_loading') : t('mn_choose_bank')}
        options={banks.data?.map((b) => ({ value: b.code, label: b.name })) ?? []}
      />
      <Field
        label={t('mn_account_name')}
        {...form.field('accountName')}
        autoComplete="name"
        maxLength={MEMBER_LIMITS.accountNameMax}
        readOnly={payeeName !== null}
      />
      <DigitsField label={t('mn_account_no')} {...form.field('accountNo')} maxLength={MEMBER_LIMITS.accountNoMax} />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_bind_card')}
      </SubmitButton>
    </form>
  );
}

/** The withdrawal screen's first step: bind a card, its holder name fixed to the member's payee name once set. */
export function BindCardStep() {
  return <WithSecurityConfig>{(c) => <BindCardForm payeeName={c.payeeName} />}</WithSecurityConfig>;
}

/** A new payment password's problem by the contract's rule (the server checks the same): the form's or the field's. */
function newPinProblem(t: (key: string) => string, pin: string) {
  const problem = newPaymentPasswordProblem(pin);
  if (problem === 'format') return t('mn_pin_invalid');
  return problem === 'trivial' ? { newPassword: t('mn_pin_trivial') } : null;
}

/** Set the first payment password, or change it with the current one. */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone?: () => void }) {
  const { t } = useMemberTranslation();
  const id = useId();
  const mutation = useSetPaymentPasswordMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    validate: (v) => {
      if (hasPassword && !isPaymentPassword(v.oldPassword)) return t('mn_pin_invalid');
      const problem = newPinProblem(t, v.newPassword);
      if (problem) return problem;
      if (v.newPassword !== v.confirm) return t('mn_pin_mismatch');
      return null;
    },
    onSubmit: async ({ oldPassword, newPassword }) => {
      await mutation.mutateAsync(hasPassword ? { oldPassword, newPassword } : { newPassword });
      setSaved(true);
      form.setValues({ oldPassword: '', newPassword: '', confirm: '' });
      onDone?.();
    },
  });
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{hasPassword ? t('mn_change_pin') : t('mn_set_pin')}</h2>
      <p className="mn-note">{t('mn_pin_hint')}</p>
      {hasPassword ? <PinField label={t('mn_pin_current')} {...form.field('oldPassword')} /> : null}
      <PinField label={t('mn_pin_new')} {...form.field('newPassword')} />
      <PinField label={t('mn_pin_confirm')} {...form.field('confirm')} />
      <FormError>{form.error}</FormError>
      {saved && !form.error ? <FormSuccess>{t('mn_saved')}</FormSuccess> : null}
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_save_pin')}
      </SubmitButton>
    </form>
  );
}

/** Forgotten payment password: the login password proves who is asking. */
export function ResetPinForm() {
  const { t } = useMemberTranslation();
  const id = useId();
  const mutation = useResetPaymentPasswordMutation();
  const form = useForm({
    initial: { loginPassword: '', newPassword: '' },
    validate: (v) => (!v.loginPassword ? t('mn_pin_invalid') : newPinProblem(t, v.newPassword)),
    onSubmit: async (v) => {
      await mutation.mutateAsync(v);
      form.set('newPassword', '');
    },
  });
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mn_reset_pin')}</h2>
      <PasswordField label={t('mn_login_password')} {...form.field('loginPassword')} autoComplete="current-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
      <PinField label={t('mn_pin_new')} {...form.field('newPassword')} />
      <FormError>{form.error}</FormError>
      {mutation.isSuccess && !form.error ? <FormSuccess>{t('mn_saved')}</FormSuccess> : null}
      <SubmitButton look="outline" busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_reset_pin')}
      </SubmitButton>
    </form>
  );
}
