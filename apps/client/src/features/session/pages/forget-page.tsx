import { useState } from 'react';
import type { SecurityQuestion } from '@wps/contract';
import { useNavigate } from 'react-router';
import { ACCOUNT_LIMITS, TOAST_MS, isEmail, isMobileNumber, isSmsCode, newPasswordProblems } from '@wps/contract/lite';
import { useSystemStatus } from '../../../shared/system/system-store';
import { errorText } from '../../../shared/api/error-text';
import { showToast } from '../../../shared/ui/feedback';
import { Field, SubmitButton, Tabs, useForm } from '../../../shared/ui/form';
import { serverFieldErrors } from '../../../shared/ui/form';
import { emailCodeCall, recoveryQuestionsCall, resetByEmailCall, resetByQuestionsCall, resetBySmsCall, smsCodeCall } from '../api/session';
import { AuthFrame, AuthLinks, NewPasswordFields, PasswordFormResult } from '../components/auth-frame';
import { CodeField } from '../components/code-field';
import { MobileField, useDefaultDialingCode } from '../components/dialing-code';
import { passwordProblemText } from '../components/register-fields';
import { useSessionTranslation } from '../i18n';

type Way = 'sms' | 'email' | 'questions';

/**
 * /m/forget: reset the password with a code sent by SMS to the registered mobile number or by e-mail to the
 * account's address (both through the message provider), or by answering the account's security questions (issue 33
 * item 7: the way back for an account with neither), then log in with the new password.
 */
export default function ForgetPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const status = useSystemStatus();
  const [way, setWay] = useState<Way>('sms');
  const [done, setDone] = useState(false);
  const [questions, setQuestions] = useState<SecurityQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const defaultDialing = useDefaultDialingCode();
  const form = useForm({
    // dialing '' until the player picks one: the merchant's country's (useDefaultDialingCode).
    initial: { mobile: '', dialing: '', username: '', email: '', code: '', password: '', confirm: '' },
    validate: (v) => {
      if (way === 'sms' && !isMobileNumber(v.mobile)) return t('acc_mobile_invalid');
      if (way === 'email' && (!v.username.trim() || !isEmail(v.email.trim()))) return t('acc_email_invalid');
      if (way === 'questions' && (!questions || questions.some((q) => !answers[q.id]?.trim()))) return t('acc_questions_answer_required');
      if (way !== 'questions' && !isSmsCode(v.code)) return t('acc_code_invalid');
      const rule = status?.info.register.fields.password;
      const p = newPasswordProblems(rule, v.password, v.confirm);
      if (p.password) return passwordProblemText(t, p.password, rule);
      return p.confirm ? t(p.confirm) : null;
    },
    onSubmit: async (v) => {
      const base = { verificationCode: v.code, newPassword: v.password, confirmNewPassword: v.confirm };
      if (way === 'sms') await resetBySmsCall({ ...base, mobileNum: v.mobile, countryDialingCode: v.dialing || defaultDialing });
      else if (way === 'email') await resetByEmailCall({ ...base, username: v.username.trim(), email: v.email.trim() });
      else {
        const list = (questions ?? []).map((q) => ({ questionId: q.id, answer: answers[q.id]!.trim() }));
        try {
          await resetByQuestionsCall({ username: v.username.trim(), answers: list, newPassword: v.password, confirmNewPassword: v.confirm });
        } catch (e) {
          // Wrong answers (or an unknown name): said in the form's words, the answers stay to correct.
          if (!serverFieldErrors(e).some((f) => f.field === 'answers')) throw e;
          form.setError(t('acc_questions_wrong'));
          return;
        }
      }
      setDone(true);
      void showToast(t('acc_password_reset'), TOAST_MS.default);
      setTimeout(() => navigate('/m/login', { replace: true }), TOAST_MS.default);
    },
  });
  const { mobile, username, email } = form.values;
  const dialing = form.values.dialing || defaultDialing;

  const showQuestions = async () => {
    if (!username.trim()) return form.setError(t('reg_required_username'));
    form.setError('');
    try {
      setQuestions((await recoveryQuestionsCall(username.trim())).questions);
      setAnswers({});
    } catch (e) {
      form.setError(errorText(e));
    }
  };

  const switchTo = (w: Way) => {
    setWay(w);
    setQuestions(null);
    form.setError('');
    form.set('code', '');
  };

  return (
    <AuthFrame testId="forget-page" title={t('acc_forget_title')} subtitle={t('acc_forget_desc')} back={{ label: t('back'), onClick: () => navigate('/m/login') }}>
      <form className="auth-form" onSubmit={form.submit} noValidate>
        <Tabs
          value={way}
          onChange={switchTo}
          tabs={[
            { value: 'sms', label: t('acc_by_sms') },
            { value: 'email', label: t('acc_by_email') },
            { value: 'questions', label: t('acc_by_questions') },
          ]}
        />
        {way === 'questions' ? (
          <>
            <Field label={t('acc_account_name')} {...form.field('username')} autoCapitalize="none" maxLength={ACCOUNT_LIMITS.usernameMax} readOnly={questions !== null} />
            {questions === null ? (
              <button type="button" className="btn btn-outline" onClick={() => void showQuestions()}>
                {t('acc_questions_show')}
              </button>
            ) : (
              questions.map((q) => (
                <Field
                  key={q.id}
                  label={t(`acc_sq_q_${q.key}`)}
                  name={`answer-${q.id}`}
                  value={answers[q.id] ?? ''}
                  onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: value }))}
                  autoComplete="off"
                  maxLength={64}
                />
              ))
            )}
          </>
        ) : way === 'sms' ? (
          <MobileField {...form.field('mobile')} dialing={dialing} onDialing={(v) => form.set('dialing', v)} />
        ) : (
          <>
            <Field label={t('acc_account_name')} {...form.field('username')} autoCapitalize="none" maxLength={ACCOUNT_LIMITS.usernameMax} />
            <Field label={t('reg_label_email')} {...form.field('email')} type="email" maxLength={ACCOUNT_LIMITS.emailMax} />
          </>
        )}
        {way === 'questions' ? null : (
        <CodeField
          label={t('acc_verification_code')}
          {...form.field('code')}
          {...(way === 'sms'
            ? {
                ready: isMobileNumber(mobile),
                notReadyText: t('acc_mobile_invalid'),
                send: () => smsCodeCall('login', { mobileNo: mobile, countryDialingCode: dialing }),
              }
            : {
                ready: !!username.trim() && isEmail(email.trim()),
                notReadyText: t('acc_email_invalid'),
                send: () => emailCodeCall({ username: username.trim(), email: email.trim() }),
              })}
        />
        )}
        <NewPasswordFields password={form.field('password')} confirm={form.field('confirm')} />
        <PasswordFormResult done={done} doneText={t('acc_password_reset')} error={form.error} />
        <SubmitButton busy={form.busy} disabled={done} size="lg">
          {t('acc_reset_submit')}
        </SubmitButton>
        <AuthLinks login register />
      </form>
    </AuthFrame>
  );
}
