import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError, FormSuccess, PasswordField, type FieldBinding } from '../../../shared/ui/form';
import { IconBack, IconLogo } from '../../../shared/ui/icons';
import { useSessionTranslation } from '../i18n';
import '../session.css';

interface Props {
  testId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The logo's size above the title, when the screen shows it. */
  logo?: number;
  /** The back button at the top (its accessible name and what it does). */
  back?: { label: string; onClick: () => void };
  children: ReactNode;
}

/** The frame of the session screens: back button, logo, title and subtitle, then the screen's card. */
export function AuthFrame({ testId, title, subtitle, logo, back, children }: Props) {
  return (
    <div className="auth" data-testid={testId}>
      {back ? (
        <div className="auth-top">
          <button type="button" className="icon-btn" aria-label={back.label} onClick={back.onClick}>
            <IconBack />
          </button>
        </div>
      ) : null}
      <div className="auth-brand">
        {logo ? <IconLogo size={logo} /> : null}
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** The links under a session form, in this order: forgotten password, log in, register. */
export function AuthLinks(p: { forgot?: boolean; login?: boolean; register?: boolean }) {
  const { t } = useSessionTranslation();
  return (
    <div className="auth-links">
      {p.forgot ? <Link to="/m/forget">{t('forgot_password')}</Link> : null}
      {p.login ? <Link to="/m/login">{t('login')}</Link> : null}
      {p.register ? <Link to="/m/register">{t('register_now')}</Link> : null}
    </div>
  );
}

/** The line above a password form's button: what went wrong, or, once done, the success notice. */
export function PasswordFormResult({ done, doneText, error }: { done: boolean; doneText: string; error: string }) {
  return done ? <FormSuccess centred>{doneText}</FormSuccess> : <FormError>{error}</FormError>;
}

/** A new password and its confirmation (reset and change forms). */
export function NewPasswordFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  const { t } = useSessionTranslation();
  return (
    <>
      <PasswordField label={t('acc_new_password')} {...password} autoComplete="new-password" />
      <PasswordField label={t('acc_confirm_new_password')} {...confirm} autoComplete="new-password" />
    </>
  );
}
