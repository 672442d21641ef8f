import { useNavigate } from 'react-router';
import { IconBack, IconLogo } from '../../../shared/ui/icons';
import { LoginForm } from '../components/login-form';
import { useSessionTranslation } from '../i18n';
import '../session.css';

/** /m/login (spec part 1 s2): the shared login form; a first login or an expired password goes to /m/changePsw. */
export default function LoginPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
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
      <LoginForm onDone={(first) => navigate(first ? '/m/changePsw?first=1' : '/m/home', { replace: true })} />
    </div>
  );
}
