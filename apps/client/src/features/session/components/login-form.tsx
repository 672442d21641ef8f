import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TOAST_MS, isCaptcha, isMobileNumber, isSmsCode } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { isApiError } from '../../../shared/api/api-error';
import { setSession } from '../../../shared/session/session-store';
import { useWhitelabelFlags } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { smsCodeCall, startTrial, useLoginMutation } from '../api/session';
import { CaptchaField, useCaptcha } from './captcha-field';
import { DEFAULT_DIALING_CODE, MobileField } from './dialing-code';
import { SmsButton } from './sms-button';
import { useSessionTranslation } from '../i18n';
import { forgetRemembered, loadRemembered, saveRemembered } from './remember';
import '../session.css';

type Method = 'username' | 'sms';

/** Failures after which the server asks for a captcha on the next try (it answers value.captcha). */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'INVALID_CREDENTIALS', 'VERIFICATION_INVALID']);

/**
 * The login form shared by /m/login and the login popup (spec part 1 s2): username or SMS-code login, remember
 * password, captcha after a failure, trial play, links to forgot password and register. `onDone(firstTimeLogin)` runs
 * once a session is stored; the host decides where to go (a first login or an expired password must change it).
 */
export function LoginForm({ onDone }: { onDone: (firstTimeLogin: boolean) => void }) {
  const { t } = useSessionTranslation();
  const flags = useWhitelabelFlags();
  const mutation = useLoginMutation();
  const id = useId();
  const smsEnabled = flags.MOBILEVERCODELOGIN3 === true;
  const [method, setMethod] = useState<Method>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState(DEFAULT_DIALING_CODE);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaValue, setCaptchaValue] = useState('');
  const [problem, setProblem] = useState('');
  const [trialBusy, setTrialBusy] = useState(false);
  const captcha = useCaptcha();
  const captchaRef = useRef<HTMLInputElement>(null);
  const needCaptchaRef = useRef(needCaptcha);
  needCaptchaRef.current = needCaptcha;
  const refreshCaptcha = captcha.refresh;

  // Switching method reloads that method's remembered credentials and refreshes a shown captcha (spec part 1 s4).
  useEffect(() => {
    let live = true;
    void loadRemembered(method).then((r) => {
      if (!live) return;
      setRemember(!!r);
      if (!r) return;
      if (r.type === 'sms') {
        setMobile(r.username);
        setDialing(r.countryDialingCode || DEFAULT_DIALING_CODE);
      } else {
        setUsername(r.username);
        setPassword(r.password);
      }
    });
    if (needCaptchaRef.current) refreshCaptcha();
    return () => {
      live = false;
    };
  }, [method, refreshCaptcha]);

  const switchTo = (m: Method) => {
    if (m === method) return;
    setProblem('');
    setMethod(m);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const sms = method === 'sms';
    if (sms ? !isMobileNumber(mobile) : !username.trim()) return setProblem(t(sms ? 'acc_mobile_invalid' : 'login_fill_in'));
    if (sms ? !isSmsCode(code) : !password) return setProblem(t(sms ? 'acc_code_invalid' : 'login_fill_in'));
    if (needCaptcha && !isCaptcha(captchaValue)) {
      captchaRef.current?.focus();
      return setProblem(t('in_vwrite_code'));
    }
    setProblem('');
    mutation.mutate(
      {
        username: sms ? mobile : username.trim(),
        password: sms ? code : password,
        type: method,
        ...(sms ? { countryDialingCode: dialing } : {}),
        ...(needCaptcha ? { captcha: captchaValue, captchaKey: captcha.key } : {}),
      },
      {
        onSuccess: async (result) => {
          if (remember) {
            await saveRemembered({
              type: method,
              username: sms ? mobile : username.trim(),
              // An SMS code is single use: only the number is worth remembering.
              password: sms ? '' : password,
              countryDialingCode: sms ? dialing : '',
            });
          } else await forgetRemembered(method);
          onDone(result.firstTimeLogin);
        },
        onError: (error) => {
          setCaptchaValue('');
          const signal = isApiError(error) ? (error.value as { captcha?: boolean } | undefined) : undefined;
          if (signal?.captcha || (isApiError(error) && CAPTCHA_CODES.has(error.code))) {
            setNeedCaptcha(true);
            captcha.refresh();
          }
        },
      },
    );
  };

  const tryTrial = async () => {
    if (trialBusy) return;
    setTrialBusy(true);
    try {
      setSession(await startTrial('LOGIN'));
      onDone(false);
    } catch (e) {
      void showToast(errorText(e), TOAST_MS.default);
    } finally {
      setTrialBusy(false);
    }
  };

  const error = problem || (mutation.isError ? errorText(mutation.error) : '');

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {smsEnabled ? (
        <div className="auth-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={method === 'username'} onClick={() => switchTo('username')}>
            {t('acc_tab_account')}
          </button>
          <button type="button" role="tab" aria-selected={method === 'sms'} onClick={() => switchTo('sms')}>
            {t('acc_tab_sms')}
          </button>
        </div>
      ) : null}
      {method === 'username' ? (
        <>
          <label className="field" htmlFor={`${id}-user`}>
            <span className="field-label">{t('username')}</span>
            <input
              id={`${id}-user`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              value={username}
              placeholder={t('username_placeholder')}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          {/* The label holds only its text, so the input's accessible name is exactly "Password". */}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-pass`}>
              {t('password')}
            </label>
            <span className="field-row">
              <input
                id={`${id}-pass`}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={128}
                value={password}
                placeholder={t('password_placeholder')}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button type="button" className="field-toggle" aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
                {showPassword ? t('hide_password') : t('show_password')}
              </button>
            </span>
          </div>
        </>
      ) : (
        <>
          <MobileField id={id} dialing={dialing} onDialing={setDialing} mobile={mobile} onMobile={setMobile} />
          <div className="field">
            <label className="field-label" htmlFor={`${id}-code`}>
              {t('acc_sms_code')}
            </label>
            <span className="field-row">
              <input
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                value={code}
                placeholder={t('acc_sms_code_placeholder')}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
              <SmsButton
                ready={isMobileNumber(mobile)}
                notReadyText={t('acc_mobile_invalid')}
                send={() => smsCodeCall('login', { mobileNo: mobile, countryDialingCode: dialing })}
              />
            </span>
          </div>
        </>
      )}
      {needCaptcha ? (
        <CaptchaField
          id={`${id}-captcha`}
          captchaKey={captcha.key}
          round={captcha.round}
          onRefresh={captcha.refresh}
          value={captchaValue}
          onChange={setCaptchaValue}
          inputRef={captchaRef}
        />
      ) : null}
      <label className="check-row" htmlFor={`${id}-remember`}>
        <input id={`${id}-remember`} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>{t('acc_remember')}</span>
      </label>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide btn-lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('in_please_wait') : t('login')}
      </button>
      <div className="auth-links">
        <Link to="/m/forget">{t('forgot_password')}</Link>
        <Link to="/m/register">{t('register_now')}</Link>
      </div>
      <button type="button" className="btn btn-outline btn-wide" onClick={tryTrial} disabled={trialBusy}>
        {trialBusy ? t('in_please_wait') : t('acc_trial_play')}
      </button>
    </form>
  );
}
