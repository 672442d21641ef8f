import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  TOAST_MS,
  checkRegisterField,
  isEmail,
  isMobileNumber,
  registerFieldMessage,
  type RegisterMethod,
} from '@wps/contract/lite';
import type { RegisterField, RegisterRequest, RegisterSettings } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { isApiError } from '../../../shared/api/api-error';
import { deviceHeader } from '../../../shared/api/request-context';
import { setSession } from '../../../shared/session/session-store';
import { useSystemStatus, useWhitelabelFlags } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack, IconLogo } from '../../../shared/ui/icons';
import { checkEmailCall, checkUsernameCall, registerCall, smsCodeCall } from '../api/session';
import { CaptchaField, useCaptcha } from '../components/captcha-field';
import { DEFAULT_DIALING_CODE, DialingCode } from '../components/dialing-code';
import { SmsButton } from '../components/sms-button';
import { useSessionTranslation } from '../i18n';
import '../session.css';

type Tab = 'username' | 'mobile';
type Key = RegisterField | 'agreement' | 'ageConfirmed';

/** Optional profile fields shown when the merchant enables them, in this order. */
const EXTRA_FIELDS = ['nickname', 'email', 'affiliateCode', 'recommenderId', 'payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'paymentPassword'] as const;

/** H5, PWA (installed app), WEBCLIP (iOS home-screen clip): what the registration payload reports. */
function registerMethod(): RegisterMethod {
  if (!deviceHeader()) return 'H5';
  return (navigator as Navigator & { standalone?: boolean }).standalone === true ? 'WEBCLIP' : 'PWA';
}

function inputType(field: RegisterField): string {
  if (field === 'password' || field === 'confirmPassword' || field === 'paymentPassword') return 'password';
  if (field === 'email') return 'email';
  if (field === 'birthday') return 'date';
  return 'text';
}

/**
 * /m/register (spec part 1 s2-s5): username and mobile-number tabs, fields and rules from the register settings,
 * the first invalid field focused, captcha and SMS code where configured, agreement (default on) and age
 * confirmation. The server checks everything again; a new member is logged in.
 */
export default function RegisterPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const status = useSystemStatus();
  const settings: RegisterSettings | undefined = status?.info.register;
  const id = useId();
  const usernameOn = flags.USERNAMEREG3 === true;
  const mobileOn = flags.MOBILENUMREG3 === true;
  const [tab, setTab] = useState<Tab>(mobileOn && !usernameOn ? 'mobile' : 'username');
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>({});
  const [dialing, setDialing] = useState(DEFAULT_DIALING_CODE);
  const [agreement, setAgreement] = useState(true);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const refs = useRef<Partial<Record<Key, HTMLInputElement | null>>>({});

  if (!settings) return <div className="auth" data-testid="register-page" aria-busy="true" />;
  if (!usernameOn && !mobileOn) {
    return (
      <div className="auth" data-testid="register-page">
        <p className="form-error">{t('acc_register_closed')}</p>
        <Link to="/m/login">{t('acc_have_account')}</Link>
      </div>
    );
  }

  const mobileTab = tab === 'mobile';
  const needsPassword = !mobileTab || flags.MOBILENUMPASSREG3 === true;
  const needsSms = mobileTab && flags.REGMOBVERF3 === true;
  const rule = (f: RegisterField) => settings.fields[f];
  const shown = (f: RegisterField) => rule(f)?.enabled === true;

  const visible: RegisterField[] = [];
  if (!mobileTab) visible.push('username');
  if (mobileTab || shown('mobileNum')) visible.push('mobileNum');
  if (needsSms) visible.push('verificationCode');
  if (needsPassword) visible.push('password', 'confirmPassword');
  for (const f of EXTRA_FIELDS) if (shown(f)) visible.push(f);
  if (settings.captchaRequired) visible.push('captcha');

  const set = (f: RegisterField, v: string) => setValues((old) => ({ ...old, [f]: v }));
  const value = (f: RegisterField) => values[f] ?? '';

  const validate = (): Partial<Record<Key, string>> => {
    const e: Partial<Record<Key, string>> = {};
    for (const f of visible) {
      const v = f === 'password' || f === 'confirmPassword' ? value(f) : value(f).trim();
      if (f === 'confirmPassword') {
        if (!v) e[f] = t('in_incorrect_password');
        else if (v !== value('password')) e[f] = t('in_confirmation_correct');
        continue;
      }
      if (f === 'captcha') {
        if (!/^\d{6}$/.test(v)) e[f] = t('in_vwrite_code');
        continue;
      }
      if (f === 'verificationCode') {
        if (!/^\d{1,10}$/.test(v)) e[f] = t('reg_format_verificationCode');
        continue;
      }
      let r = rule(f);
      if (f === 'mobileNum' && mobileTab && r) r = { ...r, enabled: true, required: true };
      if (f === 'username' && r) r = { ...r, enabled: true, required: true };
      if (f === 'password' && r) r = { ...r, enabled: true, required: true };
      const problem = checkRegisterField(r, v);
      if (problem) e[f] = t(registerFieldMessage(f, problem));
    }
    if (settings.minimumAge > 0 && !ageConfirmed) e.ageConfirmed = t('reg_age_required', { age: settings.minimumAge });
    if (!agreement) e.agreement = t('reg_agreement_required');
    return e;
  };

  const focusFirst = (e: Partial<Record<Key, string>>) => {
    const order: Key[] = [...visible, 'ageConfirmed', 'agreement'];
    const first = order.find((k) => e[k]);
    if (first) refs.current[first]?.focus();
  };

  const onBlurCheck = async (f: RegisterField) => {
    const v = value(f).trim();
    if (!v) return;
    try {
      if (f === 'username' && !checkRegisterField(rule('username'), v)) {
        const { available } = await checkUsernameCall(v);
        setErrors((old) => ({ ...old, username: available ? undefined : t('err_username_exists') }));
      }
      if (f === 'email' && isEmail(v)) {
        const { available } = await checkEmailCall(v);
        setErrors((old) => ({ ...old, email: available ? undefined : t('err_email_exists') }));
      }
    } catch {
      // Availability is a courtesy: the server checks again on submit.
    }
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setFailure('');
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return focusFirst(e);
    const payload: RegisterRequest = {
      registerUrl: window.location.hostname,
      registerMethod: registerMethod(),
      domain: window.location.hostname,
      type: 0,
      agreement,
      ageConfirmed: settings.minimumAge > 0 ? ageConfirmed : undefined,
    };
    for (const f of visible) {
      const v = f === 'password' || f === 'confirmPassword' ? value(f) : value(f).trim();
      if (v) (payload as Record<string, unknown>)[f] = v;
    }
    if (visible.includes('mobileNum')) payload.countryDialingCode = dialing;
    if (settings.captchaRequired) payload.captchaKey = captcha.key;
    setBusy(true);
    try {
      const session = await registerCall(tab, payload);
      setSession(session);
      void showToast(t('in_registered_successfully'), TOAST_MS.default);
      navigate('/m/home', { replace: true });
    } catch (err) {
      const fields = isApiError(err) && Array.isArray(err.value) ? (err.value as { field: string; message: string }[]) : [];
      const mapped = Object.fromEntries(fields.filter((f) => visible.includes(f.field as RegisterField) || f.field === 'agreement' || f.field === 'ageConfirmed').map((f) => [f.field, t(f.message)]));
      if (Object.keys(mapped).length) {
        setErrors(mapped);
        focusFirst(mapped);
      } else setFailure(errorText(err));
      if (settings.captchaRequired) {
        set('captcha', '');
        captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const label = (f: RegisterField) => t(`reg_label_${f}`);
  const renderField = (f: RegisterField) => {
    const fid = `${id}-${f}`;
    if (f === 'captcha') {
      return (
        <CaptchaField
          key={f}
          id={fid}
          captchaKey={captcha.key}
          round={captcha.round}
          onRefresh={captcha.refresh}
          value={value('captcha')}
          onChange={(v) => set('captcha', v)}
          inputRef={(el) => {
            refs.current.captcha = el;
          }}
          error={errors.captcha}
        />
      );
    }
    const input = (
      <input
        id={fid}
        name={f}
        ref={(el) => {
          refs.current[f] = el;
        }}
        type={inputType(f)}
        inputMode={f === 'mobileNum' || f === 'verificationCode' || f === 'qqNum' ? 'numeric' : undefined}
        autoComplete={f === 'password' || f === 'confirmPassword' ? 'new-password' : f === 'username' ? 'username' : f === 'email' ? 'email' : 'off'}
        autoCapitalize="none"
        maxLength={f === 'mobileNum' ? 20 : f === 'verificationCode' ? 10 : (rule(f)?.maxLength ?? 64)}
        value={value(f)}
        aria-invalid={!!errors[f]}
        aria-describedby={errors[f] ? `${fid}-error` : undefined}
        placeholder={t(`reg_placeholder_${f}`)}
        onChange={(e) => set(f, f === 'mobileNum' || f === 'verificationCode' ? e.target.value.replace(/\D/g, '') : e.target.value)}
        onBlur={() => void onBlurCheck(f)}
      />
    );
    return (
      <div className="field" key={f}>
        <label className="field-label" htmlFor={fid}>
          {label(f)}
          {rule(f)?.required || f === 'username' || f === 'password' || f === 'confirmPassword' || (f === 'mobileNum' && mobileTab) ? ' *' : ''}
        </label>
        {f === 'mobileNum' ? (
          <span className="field-row">
            <DialingCode id={`${fid}-dial`} value={dialing} onChange={setDialing} />
            {input}
          </span>
        ) : f === 'verificationCode' ? (
          <span className="field-row">
            {input}
            <SmsButton
              ready={isMobileNumber(value('mobileNum'))}
              notReadyText={t('acc_mobile_invalid')}
              send={() => smsCodeCall('register', { mobileNum: value('mobileNum'), countryDialingCode: dialing })}
            />
          </span>
        ) : (
          input
        )}
        {errors[f] ? (
          <span className="field-error" id={`${fid}-error`}>
            {errors[f]}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div className="auth" data-testid="register-page">
      <div className="auth-top">
        <button type="button" className="icon-btn" aria-label={t('back_home')} onClick={() => navigate('/m/home')}>
          <IconBack />
        </button>
      </div>
      <div className="auth-brand">
        <IconLogo size={48} />
        <h1>{t('acc_register_title')}</h1>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {usernameOn && mobileOn ? (
          <div className="auth-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'username'} onClick={() => (setTab('username'), setErrors({}))}>
              {t('acc_tab_register_username')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'mobile'} onClick={() => (setTab('mobile'), setErrors({}))}>
              {t('acc_tab_register_mobile')}
            </button>
          </div>
        ) : null}
        {visible.map(renderField)}
        {settings.minimumAge > 0 ? (
          <div>
            <label className="check-row" htmlFor={`${id}-age`}>
              <input
                id={`${id}-age`}
                type="checkbox"
                ref={(el) => {
                  refs.current.ageConfirmed = el;
                }}
                checked={ageConfirmed}
                onChange={(e) => setAgeConfirmed(e.target.checked)}
              />
              <span>{t('reg_age_confirm', { age: settings.minimumAge })}</span>
            </label>
            {errors.ageConfirmed ? <span className="field-error">{errors.ageConfirmed}</span> : null}
          </div>
        ) : null}
        <div>
          <label className="check-row" htmlFor={`${id}-agree`}>
            <input
              id={`${id}-agree`}
              type="checkbox"
              ref={(el) => {
                refs.current.agreement = el;
              }}
              checked={agreement}
              onChange={(e) => setAgreement(e.target.checked)}
            />
            <span>{t('reg_agreement')}</span>
          </label>
          {errors.agreement ? <span className="field-error">{errors.agreement}</span> : null}
        </div>
        <p className="form-error" role="alert">
          {failure}
        </p>
        <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={busy || !agreement}>
          {busy ? t('in_please_wait') : t('acc_register_submit')}
        </button>
        <div className="auth-links">
          <Link to="/m/login">{t('acc_have_account')}</Link>
        </div>
      </form>
    </div>
  );
}
