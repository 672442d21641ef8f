import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AFF_PARAM, INVITATION_PARAM, TOAST_MS, checkRegisterField, isEmail, type RegisterMethod } from '@wps/contract/lite';
import type { RegisterField, RegisterRequest } from '@wps/contract';
import { deviceHeader } from '../../../shared/api/request-context';
import { setSession } from '../../../shared/session/session-store';
import { useSystemStatus, useWhitelabelFlags } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { FormError, SubmitButton, Tabs, useForm } from '../../../shared/ui/form';
import { checkEmailCall, checkUsernameCall, registerCall } from '../api/session';
import { AuthFrame } from '../components/auth-frame';
import { useCaptcha } from '../components/captcha-field';
import { WELCOME_STATE } from '../welcome';
import { useDefaultDialingCode } from '../components/dialing-code';
import {
  RegisterAgreement,
  RegisterFieldInput,
  registerPlan,
  registerProblems,
  registerValue,
  type RegisterTab,
  type RegisterValues,
} from '../components/register-fields';
import { useSessionTranslation } from '../i18n';

/** H5, PWA (installed app), WEBCLIP (iOS home-screen clip): what the registration payload reports. */
function registerMethod(): RegisterMethod {
  if (!deviceHeader()) return 'H5';
  return (navigator as Navigator & { standalone?: boolean }).standalone === true ? 'WEBCLIP' : 'PWA';
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
  const settings = useSystemStatus()?.info.register;
  const usernameOn = flags.USERNAMEREG3 === true;
  const mobileOn = flags.MOBILENUMREG3 === true;
  const [tab, setTab] = useState<RegisterTab>(mobileOn && !usernameOn ? 'mobile' : 'username');
  const captcha = useCaptcha();
  const defaultDialing = useDefaultDialingCode();
  const plan = settings ? registerPlan(settings, flags, tab) : null;
  // An invitation link (/m/register?affiliateCode=...) fills the invitation field; the server checks the code.
  const [search] = useSearchParams();
  const invitation = search.get(INVITATION_PARAM)?.trim().slice(0, 64);
  // An agent's affiliate link (/m/register?aff=...) is sent as `aff`: the new member lands under that agent.
  const aff = search.get(AFF_PARAM)?.trim().slice(0, 64);
  const form = useForm<RegisterValues>({
    // dialing '' until the player picks one: the merchant's country's (useDefaultDialingCode).
    initial: { dialing: '', agreement: true, ageConfirmed: false, ...(invitation ? { affiliateCode: invitation } : {}) },
    validate: (v) => (plan ? registerProblems(plan, v, t) : null),
    onSubmit: async (v) => {
      if (!plan) return;
      const { settings: s, visible } = plan;
      const payload: RegisterRequest = {
        registerUrl: window.location.hostname,
        registerMethod: registerMethod(),
        domain: window.location.hostname,
        type: 0,
        agreement: v.agreement,
        ageConfirmed: s.minimumAge > 0 ? v.ageConfirmed : undefined,
      };
      for (const f of visible) {
        const value = registerValue(v, f);
        if (value) (payload as Record<string, unknown>)[f] = value;
      }
      if (aff) payload.aff = aff;
      if (visible.includes('mobileNum')) payload.countryDialingCode = v.dialing || defaultDialing;
      if (s.captchaRequired) payload.captchaKey = captcha.key;
      setSession(await registerCall(tab, payload));
      void showToast(t('in_registered_successfully'), TOAST_MS.default);
      // Home greets the new member (issue 33 item 26): the welcome card reads this state once.
      navigate('/m/home', { replace: true, state: { [WELCOME_STATE]: true } });
    },
    onError: () => {
      if (!settings?.captchaRequired) return;
      form.set('captcha', '');
      captcha.refresh();
    },
  });

  if (!settings || !plan) return <div className="auth" data-testid="register-page" aria-busy="true" />;
  if (!usernameOn && !mobileOn) {
    return (
      <div className="auth" data-testid="register-page">
        <p className="form-error">{t('acc_register_closed')}</p>
        <Link to="/m/login">{t('acc_have_account')}</Link>
      </div>
    );
  }

  // Availability is a courtesy: the server checks again on submit.
  const onBlur = async (f: RegisterField) => {
    const v = registerValue(form.values, f);
    if (!v) return;
    try {
      if (f === 'username' && !checkRegisterField(settings.fields.username, v)) {
        const { available } = await checkUsernameCall(v);
        form.setFieldError('username', available ? undefined : t('err_username_exists'));
      }
      if (f === 'email' && isEmail(v)) {
        const { available } = await checkEmailCall(v);
        form.setFieldError('email', available ? undefined : t('err_email_exists'));
      }
    } catch {
      // The answer comes again with the submit.
    }
  };

  const switchTo = (next: RegisterTab) => {
    setTab(next);
    form.setErrors({});
  };

  return (
    <AuthFrame testId="register-page" logo={48} title={t('acc_register_title')} back={{ label: t('back_home'), onClick: () => navigate('/m/home') }}>
      <form className="auth-form" onSubmit={form.submit} noValidate>
        {/* The registrant sees that the agent's link counts (issue 33 item 23); the server checks the code. */}
        {aff ? (
          <p className="auth-note" role="note" data-testid="register-aff">
            {t('acc_aff_applied', { code: aff })}
          </p>
        ) : null}
        {usernameOn && mobileOn ? (
          <Tabs value={tab} onChange={switchTo} tabs={[{ value: 'username', label: t('acc_tab_register_username') }, { value: 'mobile', label: t('acc_tab_register_mobile') }]} />
        ) : null}
        {/* Username-only accounts recover a password only through what they add (issue 33 item 7): said up front. */}
        {tab === 'username' ? (
          <p className="auth-note" role="note" data-testid="register-recovery-note">
            {t('acc_recovery_note')}
          </p>
        ) : null}
        {plan.visible.map((f) => (
          <RegisterFieldInput key={f} field={f} plan={plan} form={form} captcha={captcha} onBlur={(name) => void onBlur(name)} />
        ))}
        <RegisterAgreement form={form} minimumAge={settings.minimumAge} />
        <FormError>{form.error}</FormError>
        <SubmitButton busy={form.busy} disabled={!form.values.agreement} size="lg">
          {t('acc_register_submit')}
        </SubmitButton>
        <div className="auth-links">
          <Link to="/m/login">{t('acc_have_account')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
