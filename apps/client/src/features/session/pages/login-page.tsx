import { useNavigate, useSearchParams } from 'react-router';
import { afterLogin } from '../../../shared/session/login-return';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { useSessionTranslation } from '../i18n';

/**
 * /m/login (spec part 1 s2): the shared login form. A first login or an expired password goes to /m/changePsw; any
 * other login returns to the screen the player asked for (`?redirect=`), else home.
 */
export default function LoginPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <AuthFrame
      testId="login-page"
      logo={56}
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      back={{ label: t('back_home'), onClick: () => navigate('/m/home') }}
    >
      <LoginForm onDone={(first) => navigate(first ? '/m/changePsw?first=1' : afterLogin(search), { replace: true })} />
    </AuthFrame>
  );
}
