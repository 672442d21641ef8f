import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { closeLoginPopup, loginPopupReason, takeAfterLogin } from '../../../shared/session/login-popup';
import { Sheet } from '../../../shared/ui/sheet';
import { LoginForm } from './login-form';
import { useSessionTranslation } from '../i18n';
import '../session.css';

/**
 * The login popup (bottom sheet) over the current page: the same form as /m/login. A successful login closes it and
 * does what the popup was opened for (the game the player tapped); a first login or an expired password still has to
 * go to /m/changePsw.
 */
export default function LoginPopup({ open }: { open: boolean }) {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  // Opening the modal changes the page body's position class (spec part 1 s5) so the page behind does not scroll.
  useEffect(() => {
    document.body.classList.toggle('login-modal-open', open);
    return () => document.body.classList.remove('login-modal-open');
  }, [open]);
  const reason = loginPopupReason();
  return (
    <Sheet open={open} onClose={closeLoginPopup} bodyClassName="sheet login-sheet" testId="login-popup" title={t('login_title')} closeLabel={t('close')}>
      {reason === 'play' ? (
        <p className="login-reason" data-testid="login-reason">
          {t('login_reason_play')}
        </p>
      ) : null}
      <LoginForm
        onDone={(first) => {
          const next = takeAfterLogin();
          closeLoginPopup();
          if (first) navigate('/m/changePsw?first=1', { replace: true });
          else next?.();
        }}
      />
    </Sheet>
  );
}
