import { useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { useSessionTranslation } from '../i18n';

/** /m/login (spec part 1 s2): the shared login form; a first login or an expired password goes to /m/changePsw. */
export default function LoginPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  return (
    <AuthFrame
      testId="login-page"
      logo={56}
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      back={{ label: t('back_home'), onClick: () => navigate('/m/home') }}
    >
      <LoginForm onDone={(first) => navigate(first ? '/m/changePsw?first=1' : '/m/home', { replace: true })} />
    </AuthFrame>
  );
}
