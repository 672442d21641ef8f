import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS, TOAST_MS, isCaptcha, isMobileNumber, isSmsCode } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { isApiError } from '../../../shared/api/api-error';
import { setSession } from '../../../shared/session/session-store';
import { useWhitelabelFlags } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { CheckField, Field, FormError, PasswordField, SubmitButton, Tabs, useForm } from '../../../shared/ui/form';
import { smsCodeCall, startTrial, useLoginMutation } from '../api/session';
import { AuthLinks } from './auth-frame';
import { CaptchaField, useCaptcha } from './captcha-field';
import { CodeField } from './code-field';
import { MobileField, useDefaultDialingCode } from './dialing-code';
import { useSessionTranslation } from '../i18n';
import { forgetRemembered, loadRemembered, saveRemembered } from './remember';
import '../session.css';

type Method = 'username' | 'sms';

/** Failures after which the server asks for a captcha on the next try (it answers value.captcha). */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'INVALID_CREDENTIALS', 'VERIFICATION_INVALID']);

/** `dialing` stays '' until the player picks a code: the merchant's country's then (useDefaultDialingCode). */
const EMPTY = { username: '', password: '', mobile: '', dialing: '', code: '', captcha: '', remember: false };

/**
 * The login form shared by /m/login and the login popup (spec part 1 s2): username or SMS-code login, remember
 * password, captcha after a failure, trial play, links to forgot password and register. `onDone(firstTimeLogin)` runs
 * once a session is stored; the host decides where to go (a first login or an expired password must change it).
 */
export function LoginForm({ onDone }: { onDone: (firstTimeLogin: boolean) => void }) {
  const { t } = useSessionTranslation();
  const flags = useWhitelabelFlags();
  const mutation = useLoginMutation();
  const smsEnabled = flags.MOBILEVERCODELOGIN3 === true;
  const [method, setMethod] = useState<Method>('username');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [trialBusy, setTrialBusy] = useState(false);
  const captcha = useCaptcha();
  const defaultDialing = useDefaultDialingCode();
  const needCaptchaRef = useRef(needCaptcha);
  needCaptchaRef.current = needCaptcha;
  const refreshCaptcha = captcha.refresh;

  const form = useForm({
    initial: EMPTY,
    validate: (v) => {
      const sms = method === 'sms';
      if (sms ? !isMobileNumber(v.mobile) : !v.username.trim()) return t(sms ? 'acc_mobile_invalid' : 'login_fill_in');
      if (sms ? !isSmsCode(v.code) : !v.password) return t(sms ? 'acc_code_invalid' : 'login_fill_in');
      if (needCaptcha && !isCaptcha(v.captcha)) {
        form.focus('captcha');
        return t('in_vwrite_code');
      }
      return null;
    },
    onSubmit: async (v) => {
      const sms = method === 'sms';
      const username = sms ? v.mobile : v.username.trim();
      const result = await mutation.mutateAsync({
        username,
        password: sms ? v.code : v.password,
        type: method,
        ...(sms ? { countryDialingCode: v.dialing || defaultDialing } : {}),
        ...(needCaptcha ? { captcha: v.captcha, captchaKey: captcha.key } : {}),
      });
      // An SMS code is single use: only the number is worth remembering.
      if (v.remember) await saveRemembered({ type: method, username, password: sms ? '' : v.password, countryDialingCode: sms ? v.dialing || defaultDialing : '' });
      else await forgetRemembered(method);
      onDone(result.firstTimeLogin);
    },
    onError: (error) => {
      form.set('captcha', '');
      const signal = isApiError(error) ? (error.value as { captcha?: boolean } | undefined) : undefined;
      if (signal?.captcha || (isApiError(error) && CAPTCHA_CODES.has(error.code))) {
        setNeedCaptcha(true);
        captcha.refresh();
      }
    },
  });
  const { setValues } = form;

  // Switching method reloads that method's remembered credentials and refreshes a shown captcha (spec part 1 s4).
  useEffect(() => {
    let live = true;
    void loadRemembered(method).then((r) => {
      if (!live) return;
      if (!r) return setValues({ remember: false });
      if (r.type === 'sms') setValues({ remember: true, mobile: r.username, dialing: r.countryDialingCode });
      else setValues({ remember: true, username: r.username, password: r.password });
    });
    if (needCaptchaRef.current) refreshCaptcha();
    return () => {
      live = false;
    };
  }, [method, refreshCaptcha, setValues]);

  const switchTo = (m: Method) => {
    if (m === method) return;
    form.setError('');
    setMethod(m);
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

  const mobile = form.values.mobile;
  // '' until the player picks one: the merchant's country, whenever the settings arrive.
  const dialing = form.values.dialing || defaultDialing;
  return (
    <form className="auth-form" onSubmit={form.submit} noValidate>
      {smsEnabled ? (
        <Tabs value={method} onChange={switchTo} tabs={[{ value: 'username', label: t('acc_tab_account') }, { value: 'sms', label: t('acc_tab_sms') }]} />
      ) : null}
      {method === 'username' ? (
        <>
          <Field
            label={t('username')}
            {...form.field('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={ACCOUNT_LIMITS.usernameMax}
            placeholder={t('username_placeholder')}
          />
          <PasswordField label={t('password')} {...form.field('password')} revealable autoComplete="current-password" placeholder={t('password_placeholder')} />
        </>
      ) : (
        <>
          <MobileField {...form.field('mobile')} dialing={dialing} onDialing={(v) => form.set('dialing', v)} />
          <CodeField
            label={t('acc_sms_code')}
            {...form.field('code')}
            placeholder={t('acc_sms_code_placeholder')}
            ready={isMobileNumber(mobile)}
            notReadyText={t('acc_mobile_invalid')}
            send={() => smsCodeCall('login', { mobileNo: mobile, countryDialingCode: dialing })}
          />
        </>
      )}
      {needCaptcha ? <CaptchaField captcha={captcha} {...form.field('captcha')} /> : null}
      <CheckField label={t('acc_remember')} {...form.check('remember')} />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} size="lg">
        {t('login')}
      </SubmitButton>
      <AuthLinks forgot register />
      <SubmitButton type="button" look="outline" onClick={tryTrial} busy={trialBusy}>
        {t('acc_trial_play')}
      </SubmitButton>
    </form>
  );
}
