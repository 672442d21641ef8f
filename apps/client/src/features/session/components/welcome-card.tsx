import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useSessionTranslation } from '../i18n';
import { isWelcome } from '../welcome';
import '../session.css';

/**
 * Home's greeting for a member who has just signed up (issue 33 item 26): who they are, the first step (a deposit)
 * and a close that drops the router state, so a reload or a return to home does not greet again.
 */
export default function WelcomeCard() {
  const { t } = useSessionTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  if (!session || !isWelcome(state)) return null;
  const close = () => navigate(pathname, { replace: true, state: null });
  return (
    <section className="welcome-card" role="status" aria-labelledby="welcome-title" data-testid="welcome-card">
      <h2 id="welcome-title">{t('acc_welcome_title', { name: session.userName })}</h2>
      <p>{t('acc_welcome_text')}</p>
      <div className="welcome-actions">
        <Link className="btn btn-primary btn-sm" to="/m/voucherCenter">
          {t('acc_welcome_deposit')}
        </Link>
        <button type="button" className="btn btn-outline btn-sm" onClick={close}>
          {t('acc_welcome_close')}
        </button>
      </div>
    </section>
  );
}
