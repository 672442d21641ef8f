import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { closeLoginPopup } from '../../../shared/session/login-popup';
import { LoginForm } from './login-form';
import { useSessionTranslation } from '../i18n';
import '../session.css';

/**
 * The login popup (bottom sheet) over the current page: the same form as /m/login. A successful login closes it and
 * the player stays where they were; a first login or an expired password still has to go to /m/changePsw.
 */
export default function LoginPopup({ open }: { open: boolean }) {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  // Opening the modal changes the page body's position class (spec part 1 s5) so the page behind does not scroll.
  useEffect(() => {
    document.body.classList.toggle('login-modal-open', open);
    return () => document.body.classList.remove('login-modal-open');
  }, [open]);
  return (
    <Popup visible={open} onMaskClick={closeLoginPopup} onClose={closeLoginPopup} position="bottom" bodyClassName="sheet login-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="login-popup-title" className="sheet-inner" data-testid="login-popup">
        <div className="sheet-head">
          <h2 id="login-popup-title">{t('login_title')}</h2>
          <button type="button" className="icon-btn" aria-label={t('close')} onClick={closeLoginPopup}>
            ×
          </button>
        </div>
        <LoginForm
          onDone={(first) => {
            closeLoginPopup();
            if (first) navigate('/m/changePsw?first=1', { replace: true });
          }}
        />
      </div>
    </Popup>
  );
}
