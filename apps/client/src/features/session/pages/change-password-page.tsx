import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_CHANGE, TOAST_MS, newPasswordProblems } from '@wps/contract/lite';
import { isApiError } from '../../../shared/api/api-error';
import { getSession, setSession, useSession } from '../../../shared/session/session-store';
import { useSystemStatus } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { PasswordField, SubmitButton, useForm, type FieldErrors } from '../../../shared/ui/form';
import { changePasswordCall } from '../api/session';
import { AuthFrame, NewPasswordFields, PasswordFormResult } from '../components/auth-frame';
import { passwordProblemText } from '../components/register-fields';
import { useSessionTranslation } from '../i18n';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * /m/changePsw (passWordChangeV2): old, new, confirmation; the new one follows the merchant's password rule and
 * differs from the old. Titled "first password" when a first login or an expired password sent the member here.
 * Success: the notice for 1 s, then home (spec part 2 s2). The shell's header carries the one back arrow (issue 33
 * item 26: the frame's own arrow made two).
 */
export default function ChangePasswordPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const status = useSystemStatus();
  const first = params.get('first') === '1' || session?.firstTimeLogin === true;
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: EMPTY,
    validate: (v) => {
      const e: FieldErrors<typeof EMPTY> = {};
      if (!v.oldPassword) e.oldPassword = t('acc_old_password_required');
      const rule = status?.info.register.fields.password;
      const p = newPasswordProblems(rule, v.newPassword, v.confirmNewPassword, v.oldPassword);
      if (p.password) e.newPassword = passwordProblemText(t, p.password, rule);
      if (p.confirm) e.confirmNewPassword = t(p.confirm);
      return e;
    },
    onSubmit: async (v) => {
      if (done) return;
      await changePasswordCall(v);
      const s = getSession();
      if (s) setSession({ ...s, firstTimeLogin: false });
      setDone(true);
      void showToast(t('acc_password_changed'), PASSWORD_CHANGE.noticeMs);
      setTimeout(() => navigate('/m/home', { replace: true }), PASSWORD_CHANGE.noticeMs);
    },
    onError: (err) => {
      if (isApiError(err) && err.code === 'FREE_REJECT') void showToast(t('free_reject'), TOAST_MS.freeReject);
    },
  });

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

  return (
    <AuthFrame
      testId="change-password-page"
      title={first ? t('acc_first_password_title') : t('acc_change_password_title')}
      subtitle={first ? t('acc_first_password_desc') : undefined}
    >
      <form className="auth-form" onSubmit={form.submit} noValidate>
        <PasswordField label={t('acc_old_password')} {...form.field('oldPassword')} autoComplete="current-password" />
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmNewPassword')} />
        <PasswordFormResult done={done} doneText={t('acc_password_changed')} error={form.error} />
        <SubmitButton busy={form.busy} disabled={done} size="lg">
          {t('acc_submit_change')}
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
