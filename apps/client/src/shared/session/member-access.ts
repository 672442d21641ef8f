import { TOAST_MS, isTrial } from '@wps/contract/lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../ui/feedback';
import { loginPath } from './login-return';
import { useSession } from './session-store';

export type MemberAccess = 'visitor' | 'trial' | 'member';

/** Who is using the site, for member-only functions. */
export const memberAccess = (session: { type: number } | null): MemberAccess =>
  !session ? 'visitor' : isTrial(session.type) ? 'trial' : 'member';

/**
 * Member-only functions (spec part 2 s6, s8): a visitor is sent to login (and on to `path` afterwards), a trial user (type 4) is refused with
 * free_reject for TOAST_MS.freeReject, a member goes on.
 */
export function useMemberAccess(): { access: MemberAccess; open: (path: string) => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = memberAccess(useSession());
  const open = (path: string) => {
    if (access === 'visitor') navigate(loginPath(path));
    else if (access === 'trial') void showToast(t('free_reject'), TOAST_MS.freeReject);
    else navigate(path);
  };
  return { access, open };
}

/**
 * A members-only screen reached at its address by a trial user: the same free_reject refusal as from its entry, then
 * back to `back`. Returns the access, for the screen to render the login redirect (visitor) or nothing (trial).
 */
export function useRefuseTrial(back: string): MemberAccess {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = memberAccess(useSession());
  useEffect(() => {
    if (access !== 'trial') return;
    void showToast(t('free_reject'), TOAST_MS.freeReject);
    navigate(back, { replace: true });
  }, [access, back, navigate, t]);
  return access;
}
