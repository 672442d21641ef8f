import { TOAST_MS, isTrial } from '@wps/contract/lite';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/feedback';

export type InboxAccess = 'visitor' | 'trial' | 'member';

/** Inbox and chat rule (spec part 2 s5, s8): visitors go to login, trial users get free_reject for 2 s. */
export function useInboxAccess(): { access: InboxAccess; open: (path: string) => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const access: InboxAccess = !session ? 'visitor' : isTrial(session.type) ? 'trial' : 'member';
  const open = (path: string) => {
    if (access === 'visitor') navigate('/m/login');
    else if (access === 'trial') void showToast(t('free_reject'), TOAST_MS.freeReject);
    else navigate(path);
  };
  return { access, open };
}
