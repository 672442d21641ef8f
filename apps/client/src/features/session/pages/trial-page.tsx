import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { setSession } from '../../../shared/session/session-store';
import { IconLogo } from '../../../shared/ui/icons';
import { startTrial } from '../api/session';
import { useSessionTranslation } from '../i18n';
import '../session.css';

/** /m/trail: free play with a new trial (type 4) account and play money. */
export default function TrialPage() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      setSession(await startTrial('TRAIL'));
      navigate('/m/home', { replace: true });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth" data-testid="trial-page">
      <div className="auth-brand">
        <IconLogo size={56} />
        <h1>{t('acc_trial_title')}</h1>
        <p>{t('acc_trial_desc')}</p>
      </div>
      <div className="auth-form">
        <p className="form-error" role="alert">
          {failure}
        </p>
        <button type="button" className="btn btn-primary btn-wide btn-lg" onClick={start} disabled={busy}>
          {busy ? t('in_please_wait') : t('acc_trial_play')}
        </button>
        <div className="auth-links">
          <Link to="/m/login">{t('login')}</Link>
          <Link to="/m/register">{t('register_now')}</Link>
        </div>
      </div>
    </div>
  );
}
