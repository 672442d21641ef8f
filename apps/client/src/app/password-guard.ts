import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../shared/session/session-store';

export const CHANGE_PASSWORD_PATH = '/m/changePsw';

/** Where a session must go instead of `pathname`, or null: a forced password change allows only /m/changePsw. */
export function forcedPasswordTarget(firstTimeLogin: boolean | undefined, pathname: string): string | null {
  if (firstTimeLogin !== true || pathname === CHANGE_PASSWORD_PATH) return null;
  return `${CHANGE_PASSWORD_PATH}?first=1`;
}

/**
 * A first login or an expired password (firstTimeLogin) keeps the member on /m/changePsw until it is changed
 * (issue 3); logging out clears the session and with it the rule.
 */
export function usePasswordGuard(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = forcedPasswordTarget(session?.firstTimeLogin, pathname);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
