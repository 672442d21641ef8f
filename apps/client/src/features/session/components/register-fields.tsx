import { useState } from 'react';
import {
  checkRegisterValue,
  describeFieldRule,
  isCaptcha,
  isMobileNumber,
  isSmsCode,
  newPasswordProblems,
  registerFieldMessage,
  type CharToken,
} from '@wps/contract/lite';
import type { FieldRule, RegisterField, RegisterSettings } from '@wps/contract';
import type { TFunction } from '../../../shared/i18n/translator';
import { CheckField, Field, PasswordField, type FieldErrors, type Form } from '../../../shared/ui/form';
import { smsCodeCall } from '../api/session';
import { CaptchaField, type useCaptcha } from './captcha-field';
import { CodeField } from './code-field';
import { MobileField, useDefaultDialingCode } from './dialing-code';
import { useSessionTranslation } from '../i18n';
import { TermsDialog } from './terms-dialog';

export type RegisterTab = 'username' | 'mobile';
export type RegisterValues = Partial<Record<RegisterField, string>> & { dialing: string; agreement: boolean; ageConfirmed: boolean };

/** Optional profile fields shown when the merchant enables them, in this order. */
const EXTRA_FIELDS = ['nickname', 'email', 'affiliateCode', 'recommenderId', 'payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'paymentPassword'] as const;
const PASSWORDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

export interface RegisterPlan {
  settings: RegisterSettings;
  mobileTab: boolean;
  /** The fields shown, in order. */
  visible: RegisterField[];
}

/** What the register form asks on this tab: username or mobile first, SMS code and password as flagged, extras. */
export function registerPlan(settings: RegisterSettings, flags: Record<string, boolean>, tab: RegisterTab): RegisterPlan {
  const mobileTab = tab === 'mobile';
  const shown = (f: RegisterField) => settings.fields[f]?.enabled === true;
  const visible: RegisterField[] = [];
  if (!mobileTab) visible.push('username');
  if (mobileTab || shown('mobileNum')) visible.push('mobileNum');
  if (mobileTab && flags.REGMOBVERF3 === true) visible.push('verificationCode');
  // A mobile sign-up may choose its account name; left empty, the server derives one (issue 33 item 8).
  if (mobileTab) visible.push('username');
  if (!mobileTab || flags.MOBILENUMPASSREG3 === true) visible.push('password', 'confirmPassword');
  for (const f of EXTRA_FIELDS) if (shown(f)) visible.push(f);
  if (settings.captchaRequired) visible.push('captcha');
  return { settings, mobileTab, visible };
}

/** A field's value as it is checked and sent: passwords as typed, the rest trimmed. */
export const registerValue = (values: RegisterValues, f: RegisterField) => (PASSWORDS.includes(f) ? (values[f] ?? '') : (values[f] ?? '').trim());

/** The fields that must be filled whatever the settings say: the account name (username tab), the password, the tab's number. */
const forcedRequired = (plan: RegisterPlan, f: RegisterField) =>
  (f === 'username' && !plan.mobileTab) || f === 'password' || (f === 'mobileNum' && plan.mobileTab);

/** The mobile tab's account name is optional whatever the settings say: one is derived when it is left empty. */
const optionalHere = (plan: RegisterPlan, f: RegisterField) => f === 'username' && plan.mobileTab;

/** A field's rule on this tab: forced required, optional, or as the merchant set it. */
function effectiveRule(plan: RegisterPlan, f: RegisterField): FieldRule | undefined {
  const base = plan.settings.fields[f];
  if (!base) return base;
  if (forcedRequired(plan, f)) return { ...base, enabled: true, required: true };
  if (optionalHere(plan, f)) return { ...base, enabled: true, required: false };
  return base;
}

const tokenText = (t: TFunction, prefix: 'reg_chars' | 'reg_need', token: CharToken) => (typeof token === 'string' ? t(`${prefix}_${token}`) : token.char);
const listText = (t: TFunction, prefix: 'reg_chars' | 'reg_need', tokens: CharToken[]) => tokens.map((k) => tokenText(t, prefix, k)).join(t('reg_list_sep'));

/**
 * The message of a value that breaks its field's rule, stating the rule from the merchant's settings: "Account name
 * is not in a valid format. Use 4 to 16 characters; only letters, digits, _." (lengths always, characters when the
 * pattern can be put in words). The reset and change-password forms use it for the password too.
 */
export function ruleMessage(t: TFunction, field: RegisterField, rule: FieldRule | undefined): string {
  const format = t(`reg_format_${field}`);
  if (!rule) return format;
  const h = describeFieldRule(field, rule);
  const parts = [h.minLength === h.maxLength ? t('reg_rule_exact', { count: h.maxLength }) : t('reg_rule_length', { min: Math.max(1, h.minLength), max: h.maxLength })];
  if (h.only) parts.push(t('reg_rule_only', { chars: listText(t, 'reg_chars', h.only) }));
  if (h.not) parts.push(t('reg_rule_not', { chars: listText(t, 'reg_chars', h.not) }));
  if (h.needs) parts.push(t('reg_rule_needs', { what: listText(t, 'reg_need', h.needs) }));
  return `${format} ${t('reg_rule_use', { rule: parts.join(t('reg_rule_sep')) })}`;
}

/** A new password's message key (newPasswordProblems) as text: a format problem states the merchant's rule. */
export const passwordProblemText = (t: TFunction, key: string, rule: FieldRule | undefined) =>
  key === registerFieldMessage('password', 'format') ? ruleMessage(t, 'password', rule) : t(key);

/** The client rules of the register form (the server checks everything again): message per field, in field order. */
export function registerProblems(plan: RegisterPlan, values: RegisterValues, t: TFunction): FieldErrors<RegisterValues> {
  const e: FieldErrors<RegisterValues> = {};
  for (const f of plan.visible) {
    const v = registerValue(values, f);
    if (f === 'confirmPassword') {
      const confirm = newPasswordProblems(undefined, registerValue(values, 'password'), v).confirm;
      if (confirm) e[f] = t(confirm);
    } else if (f === 'captcha') {
      if (!isCaptcha(v)) e[f] = t('in_vwrite_code');
    } else if (f === 'verificationCode') {
      if (!isSmsCode(v)) e[f] = t('reg_format_verificationCode');
    } else {
      const base = plan.settings.fields[f];
      const rule = effectiveRule(plan, f);
      const problem = checkRegisterValue(f, rule, v);
      // A format problem states the rule (the invitation code's message is the spec's own).
      if (problem === 'format' && f !== 'affiliateCode') e[f] = ruleMessage(t, f, base);
      else if (problem) e[f] = t(registerFieldMessage(f, problem));
    }
  }
  const age = plan.settings.minimumAge;
  if (age > 0 && !values.ageConfirmed) e.ageConfirmed = t('reg_age_required', { age });
  if (!values.agreement) e.agreement = t('reg_agreement_required');
  return e;
}

function inputType(field: RegisterField): string {
  if (field === 'email') return 'email';
  if (field === 'birthday') return 'date';
  return 'text';
}

function autoComplete(field: RegisterField): string {
  if (field === 'password' || field === 'confirmPassword') return 'new-password';
  if (field === 'username' || field === 'email') return field;
  return 'off';
}

interface FieldProps {
  field: RegisterField;
  plan: RegisterPlan;
  form: Form<RegisterValues>;
  captcha: ReturnType<typeof useCaptcha>;
  /** Leaving a field (availability checks of the account name and e-mail). */
  onBlur: (field: RegisterField) => void;
}

/** One field of the register form, from its settings: label (" *" when required), input, and its row's button. */
export function RegisterFieldInput({ field: f, plan, form, captcha, onBlur }: FieldProps) {
  const { t } = useSessionTranslation();
  const defaultDialing = useDefaultDialingCode();
  const binding = form.field(f);
  if (f === 'captcha') return <CaptchaField captcha={captcha} {...binding} />;
  const rule = effectiveRule(plan, f);
  const label = `${t(`reg_label_${f}`)}${rule?.required || f === 'confirmPassword' || forcedRequired(plan, f) ? ' *' : ''}`;
  const common = {
    ...binding,
    label,
    autoCapitalize: 'none',
    autoComplete: autoComplete(f),
    placeholder: t(`reg_placeholder_${f}`),
    onBlur: () => onBlur(f),
  };
  const dialing = form.values.dialing || defaultDialing;
  if (f === 'mobileNum') {
    return <MobileField {...common} inputMode="numeric" dialing={dialing} onDialing={(v) => form.set('dialing', v)} />;
  }
  if (f === 'verificationCode') {
    const mobile = form.values.mobileNum ?? '';
    return (
      <CodeField
        {...common}
        ready={isMobileNumber(mobile)}
        notReadyText={t('acc_mobile_invalid')}
        send={() => smsCodeCall('register', { mobileNum: mobile, countryDialingCode: dialing })}
      />
    );
  }
  const maxLength = rule?.maxLength ?? 64;
  if (PASSWORDS.includes(f)) return <PasswordField {...common} maxLength={maxLength} />;
  const hint = optionalHere(plan, f) ? t('acc_mobile_username_hint') : undefined;
  return <Field {...common} hint={hint} type={inputType(f)} inputMode={f === 'qqNum' ? 'numeric' : undefined} maxLength={maxLength} />;
}

/** Age confirmation (where the merchant sets a minimum age) and the terms, each with its message; the terms open to read. */
export function RegisterAgreement({ form, minimumAge }: { form: Form<RegisterValues>; minimumAge: number }) {
  const { t } = useSessionTranslation();
  const [terms, setTerms] = useState(false);
  return (
    <>
      {minimumAge > 0 ? <CheckField label={t('reg_age_confirm', { age: minimumAge })} {...form.check('ageConfirmed')} /> : null}
      <CheckField label={t('reg_agreement')} {...form.check('agreement')} />
      <button type="button" className="link-btn reg-terms-link" aria-haspopup="dialog" onClick={() => setTerms(true)}>
        {t('reg_terms_title')}
      </button>
      {terms ? <TermsDialog onClose={() => setTerms(false)} /> : null}
    </>
  );
}
