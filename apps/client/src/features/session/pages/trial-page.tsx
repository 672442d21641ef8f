import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { setSession } from '../../../shared/session/session-store';
import { FormError, SubmitButton } from '../../../shared/ui/form';
import { startTrial } from '../api/session';
import { AuthFrame, AuthLinks } from '../components/auth-frame';
import { useSessionTranslation } from '../i18n';

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
    <AuthFrame testId="trial-page" logo={56} title={t('acc_trial_title')} subtitle={t('acc_trial_desc')}>
      <div className="auth-form">
        <FormError>{failure}</FormError>
        <SubmitButton type="button" size="lg" onClick={start} busy={busy}>
          {t('acc_trial_play')}
        </SubmitButton>
        <AuthLinks login register />
      </div>
    </AuthFrame>
  );
}
