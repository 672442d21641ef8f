import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { errorText } from '../../shared/api/error-text';
import { IconBack, IconLogo } from '../../shared/ui/icons';
import { useLoginMutation } from './api/login';

/** Username + password login (the accounts issue adds SMS login, captcha, remember-me and social login). */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate(
      { username: username.trim(), password },
      { onSuccess: () => navigate('/m/home', { replace: true }) },
    );
  };

  const error = missing ? t('login_fill_in') : mutation.isError ? errorText(mutation.error) : '';

  return (
    <div className="auth" data-testid="login-page">
      <div className="auth-top">
        <button type="button" className="icon-btn" aria-label={t('back_home')} onClick={() => navigate('/m/home')}>
          <IconBack />
        </button>
      </div>
      <div className="auth-brand">
        <IconLogo size={56} />
        <h1>{t('login_title')}</h1>
        <p>{t('login_subtitle')}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
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
        <label className="field" htmlFor={`${id}-pass`}>
          <span className="field-label">{t('password')}</span>
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
            <button
              type="button"
              className="field-toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? t('hide_password') : t('show_password')}
            </button>
          </span>
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
      </form>
    </div>
  );
}
