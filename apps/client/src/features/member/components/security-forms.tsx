import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import {
  useBindCardMutation,
  useResetPaymentPasswordMutation,
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useWithdrawBanksQuery,
} from '../api/security';
import { useMemberTranslation } from '../i18n';

const SIX_DIGITS = /^\d{6}$/;

/** Bind a withdrawal card. The holder name must be the member's payee name (the first card sets it). */
export function BindCardForm({ payeeName, onDone }: { payeeName: string | null; onDone?: () => void }) {
  const { t } = useMemberTranslation();
  const id = useId();
  const banks = useWithdrawBanksQuery();
  const mutation = useBindCardMutation();
  const [bankCode, setBankCode] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [formError, setFormError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (!bankCode) return setFormError(t('mn_bank_required'));
    if (!accountName.trim()) return setFormError(t('mn_holder_required'));
    if (!/^\d{8,24}$/.test(accountNo)) return setFormError(t('mn_card_no_invalid'));
    setFormError('');
    mutation.mutate({ bankCode, accountName: accountName.trim(), accountNo }, { onSuccess: () => onDone?.() });
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form mn-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mn_bind_card')}</h2>
      {/* A label wrapping a select would also read the options as its name: label beside it instead. */}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-bank`}>
          {t('mn_bank')}
        </label>
        <select id={`${id}-bank`} className="mn-select" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          <option value="">{banks.isPending ? t('mn_loading') : t('mn_choose_bank')}</option>
          {banks.data?.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <label className="field" htmlFor={`${id}-holder`}>
        <span className="field-label">{t('mn_account_name')}</span>
        <input
          id={`${id}-holder`}
          autoComplete="name"
          maxLength={64}
          value={accountName}
          readOnly={payeeName !== null}
          onChange={(e) => setAccountName(e.target.value)}
        />
      </label>
      <label className="field" htmlFor={`${id}-no`}>
        <span className="field-label">{t('mn_account_no')}</span>
        <input
          id={`${id}-no`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={accountNo}
          onChange={(e) => setAccountNo(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : t('mn_bind_card')}
      </button>
    </form>
  );
}

/** The withdrawal screen's first step: bind a card, its holder name fixed to the member's payee name once set. */
export function BindCardStep() {
  const config = useSecurityConfigQuery();
  if (config.isPending) return <ListSkeleton />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <BindCardForm payeeName={config.data.payeeName} />;
}

function PinInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="field" htmlFor={id}>
      <span className="field-label">{label}</span>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </label>
  );
}

/** Set the first payment password, or change it with the current one. */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone?: () => void }) {
  const { t } = useMemberTranslation();
  const id = useId();
  const mutation = useSetPaymentPasswordMutation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if ((hasPassword && !SIX_DIGITS.test(oldPassword)) || !SIX_DIGITS.test(newPassword)) return setFormError(t('mn_pin_invalid'));
    if (newPassword !== confirm) return setFormError(t('mn_pin_mismatch'));
    setFormError('');
    mutation.mutate(hasPassword ? { oldPassword, newPassword } : { newPassword }, {
      onSuccess: () => {
        setSaved(true);
        setOld('');
        setNew('');
        setConfirm('');
        onDone?.();
      },
    });
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form mn-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{hasPassword ? t('mn_change_pin') : t('mn_set_pin')}</h2>
      <p className="mn-note">{t('mn_pin_hint')}</p>
      {hasPassword ? <PinInput id={`${id}-old`} label={t('mn_pin_current')} value={oldPassword} onChange={setOld} /> : null}
      <PinInput id={`${id}-new`} label={t('mn_pin_new')} value={newPassword} onChange={setNew} />
      <PinInput id={`${id}-confirm`} label={t('mn_pin_confirm')} value={confirm} onChange={setConfirm} />
      <p className="form-error" role="alert">
        {error}
      </p>
      {saved && !error ? (
        <p className="mn-ok" role="status">
          {t('mn_saved')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-wide" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : t('mn_save_pin')}
      </button>
    </form>
  );
}

/** Forgotten payment password: the login password proves who is asking. */
export function ResetPinForm() {
  const { t } = useMemberTranslation();
  const id = useId();
  const mutation = useResetPaymentPasswordMutation();
  const [loginPassword, setLogin] = useState('');
  const [newPassword, setNew] = useState('');
  const [formError, setFormError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (!loginPassword || !SIX_DIGITS.test(newPassword)) return setFormError(t('mn_pin_invalid'));
    setFormError('');
    mutation.mutate({ loginPassword, newPassword }, { onSuccess: () => setNew('') });
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form mn-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mn_reset_pin')}</h2>
      <label className="field" htmlFor={`${id}-login`}>
        <span className="field-label">{t('mn_login_password')}</span>
        <input id={`${id}-login`} type="password" autoComplete="current-password" maxLength={128} value={loginPassword} onChange={(e) => setLogin(e.target.value)} />
      </label>
      <PinInput id={`${id}-new`} label={t('mn_pin_new')} value={newPassword} onChange={setNew} />
      <p className="form-error" role="alert">
        {error}
      </p>
      {mutation.isSuccess && !error ? (
        <p className="mn-ok" role="status">
          {t('mn_saved')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline btn-wide" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : t('mn_reset_pin')}
      </button>
    </form>
  );
}
