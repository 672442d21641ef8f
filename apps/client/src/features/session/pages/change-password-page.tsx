import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_CHANGE, TOAST_MS, checkRegisterField, registerFieldMessage } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { isApiError } from '../../../shared/api/api-error';
import { getSession, setSession, useSession } from '../../../shared/session/session-store';
import { useSystemStatus } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack } from '../../../shared/ui/icons';
import { changePasswordCall } from '../api/session';
import { useSessionTranslation } from '../i18n';
import '../session.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * /m/changePsw (passWordChangeV2): old, new, confirmation; the new one follows the merchant's password rule and
 * differs from the old. Titled "first password" when a first login or an expired password sent the member here.
 * Success: notice for 1 s, then home 1 s later.
 */
export default function ChangePasswordPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const status = useSystemStatus();
  const id = useId();
  const first = params.get('first') === '1' || session?.firstTimeLogin === true;
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState('');
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmNewPassword: useRef<HTMLInputElement>(null) };

  if (!session) {
    return (
      <div className="auth" data-testid="change-password-page">
        <p className="form-error">{t('err_not_logged_in')}</p>
        <button type="button" className="btn btn-primary btn-wide" onClick={() => navigate('/m/login')}>
          {t('login')}
        </button>
      </div>
    );
  }

  const check = (): Partial<Record<Field, string>> => {
    const e: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) e.oldPassword = t('acc_old_password_required');
    const rule = status?.info.register.fields.password;
    const p = checkRegisterField(rule, values.newPassword) ?? (values.newPassword ? null : 'required');
    if (p) e.newPassword = t(registerFieldMessage('password', p));
    else if (values.newPassword === values.oldPassword) e.newPassword = t('err_password_same');
    if (!values.confirmNewPassword) e.confirmNewPassword = t('in_incorrect_password');
    else if (values.confirmNewPassword !== values.newPassword) e.confirmNewPassword = t('in_confirmation_correct');
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || done) return;
    const e = check();
    setErrors(e);
    setFailure('');
    const firstBad = (['oldPassword', 'newPassword', 'confirmNewPassword'] as const).find((f) => e[f]);
    if (firstBad) return refs[firstBad].current?.focus();
    setBusy(true);
    try {
      await changePasswordCall(values);
      const s = getSession();
      if (s) setSession({ ...s, firstTimeLogin: false });
      setDone(true);
      void showToast(t('acc_password_changed'), PASSWORD_CHANGE.noticeMs);
      setTimeout(() => navigate('/m/home', { replace: true }), PASSWORD_CHANGE.noticeMs + PASSWORD_CHANGE.redirectDelayMs);
    } catch (err) {
      const fields = isApiError(err) && Array.isArray(err.value) ? (err.value as { field: string; message: string }[]) : [];
      const known = fields.filter((f): f is { field: Field; message: string } => f.field in refs);
      if (known.length) {
        setErrors(Object.fromEntries(known.map((f) => [f.field, t(f.message)])));
        refs[known[0]!.field].current?.focus();
      } else setFailure(errorText(err));
      if (isApiError(err) && err.code === 'FREE_REJECT') void showToast(t('free_reject'), TOAST_MS.freeReject);
    } finally {
      setBusy(false);
    }
  };

  // The label holds only its text (the accessible name stays exact); the error is linked by aria-describedby.
  const input = (field: Field, label: string, autoComplete: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        ref={refs[field]}
        type="password"
        autoComplete={autoComplete}
        maxLength={128}
        value={values[field]}
        aria-invalid={!!errors[field]}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      />
      {errors[field] ? (
        <span className="field-error" id={`${id}-${field}-error`}>
          {errors[field]}
        </span>
      ) : null}
    </div>
  );

  return (
    <div className="auth" data-testid="change-password-page">
      <div className="auth-top">
        <button type="button" className="icon-btn" aria-label={t('back')} onClick={() => navigate(-1)}>
          <IconBack />
        </button>
      </div>
      <div className="auth-brand">
        <h1>{first ? t('acc_first_password_title') : t('acc_change_password_title')}</h1>
        {first ? <p>{t('acc_first_password_desc')}</p> : null}
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {input('oldPassword', t('acc_old_password'), 'current-password')}
        {input('newPassword', t('acc_new_password'), 'new-password')}
        {input('confirmNewPassword', t('acc_confirm_new_password'), 'new-password')}
        {done ? <p className="auth-success" role="status">{t('acc_password_changed')}</p> : <p className="form-error" role="alert">{failure}</p>}
        <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={busy || done}>
          {busy ? t('in_please_wait') : t('acc_submit_change')}
        </button>
      </form>
    </div>
  );
}
