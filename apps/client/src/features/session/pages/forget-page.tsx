import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOAST_MS, checkRegisterField, isEmail, isMobileNumber, isSmsCode, registerFieldMessage } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { useSystemStatus } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack } from '../../../shared/ui/icons';
import { emailCodeCall, resetByEmailCall, resetBySmsCall, smsCodeCall } from '../api/session';
import { DEFAULT_DIALING_CODE, MobileField } from '../components/dialing-code';
import { SmsButton } from '../components/sms-button';
import { useSessionTranslation } from '../i18n';
import '../session.css';

type Way = 'sms' | 'email';

/**
 * /m/forget: reset the password with a code sent by SMS to the registered mobile number or by e-mail to the
 * account's address (both through the message provider), then log in with the new password.
 */
export default function ForgetPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const status = useSystemStatus();
  const id = useId();
  const [way, setWay] = useState<Way>('sms');
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState(DEFAULT_DIALING_CODE);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const check = (): string => {
    if (way === 'sms' && !isMobileNumber(mobile)) return t('acc_mobile_invalid');
    if (way === 'email' && (!username.trim() || !isEmail(email.trim()))) return t('acc_email_invalid');
    if (!isSmsCode(code)) return t('acc_code_invalid');
    const p = checkRegisterField(status?.info.register.fields.password, password) ?? (password ? null : 'required');
    if (p) return t(registerFieldMessage('password', p));
    if (!confirm) return t('in_incorrect_password');
    if (confirm !== password) return t('in_confirmation_correct');
    return '';
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    const bad = check();
    setProblem(bad);
    if (bad) return;
    setBusy(true);
    try {
      const base = { verificationCode: code, newPassword: password, confirmNewPassword: confirm };
      if (way === 'sms') await resetBySmsCall({ ...base, mobileNum: mobile, countryDialingCode: dialing });
      else await resetByEmailCall({ ...base, username: username.trim(), email: email.trim() });
      setDone(true);
      void showToast(t('acc_password_reset'), TOAST_MS.default);
      setTimeout(() => navigate('/m/login', { replace: true }), TOAST_MS.default);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const tab = (w: Way, label: string) => (
    <button type="button" role="tab" aria-selected={way === w} onClick={() => (setWay(w), setProblem(''), setCode(''))}>
      {label}
    </button>
  );

  return (
    <div className="auth" data-testid="forget-page">
      <div className="auth-top">
        <button type="button" className="icon-btn" aria-label={t('back')} onClick={() => navigate('/m/login')}>
          <IconBack />
        </button>
      </div>
      <div className="auth-brand">
        <h1>{t('acc_forget_title')}</h1>
        <p>{t('acc_forget_desc')}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="auth-tabs" role="tablist">
          {tab('sms', t('acc_by_sms'))}
          {tab('email', t('acc_by_email'))}
        </div>
        {way === 'sms' ? (
          <MobileField id={id} dialing={dialing} onDialing={setDialing} mobile={mobile} onMobile={setMobile} />
        ) : (
          <>
            <label className="field" htmlFor={`${id}-user`}>
              <span className="field-label">{t('acc_account_name')}</span>
              <input id={`${id}-user`} autoCapitalize="none" maxLength={64} value={username} onChange={(e) => setUsername(e.target.value)} />
            </label>
            <label className="field" htmlFor={`${id}-email`}>
              <span className="field-label">{t('reg_label_email')}</span>
              <input id={`${id}-email`} type="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            </label>
          </>
        )}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-code`}>
            {t('acc_verification_code')}
          </label>
          <span className="field-row">
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            {way === 'sms' ? (
              <SmsButton
                ready={isMobileNumber(mobile)}
                notReadyText={t('acc_mobile_invalid')}
                send={() => smsCodeCall('login', { mobileNo: mobile, countryDialingCode: dialing })}
              />
            ) : (
              <SmsButton
                ready={!!username.trim() && isEmail(email.trim())}
                notReadyText={t('acc_email_invalid')}
                send={() => emailCodeCall({ username: username.trim(), email: email.trim() })}
              />
            )}
          </span>
        </div>
        <label className="field" htmlFor={`${id}-new`}>
          <span className="field-label">{t('acc_new_password')}</span>
          <input id={`${id}-new`} type="password" autoComplete="new-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label className="field" htmlFor={`${id}-confirm`}>
          <span className="field-label">{t('acc_confirm_new_password')}</span>
          <input id={`${id}-confirm`} type="password" autoComplete="new-password" maxLength={128} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </label>
        {done ? <p className="auth-success" role="status">{t('acc_password_reset')}</p> : <p className="form-error" role="alert">{problem}</p>}
        <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={busy || done}>
          {busy ? t('in_please_wait') : t('acc_reset_submit')}
        </button>
        <div className="auth-links">
          <Link to="/m/login">{t('login')}</Link>
          <Link to="/m/register">{t('register_now')}</Link>
        </div>
      </form>
    </div>
  );
}
