import { Navigate, useLocation } from 'react-router';

const LOGIN = '/m/login';
/** The login page's query parameter naming the screen to return to after logging in. */
export const RETURN_PARAM = 'redirect';
/** Screens of getting in: returning to one of them after logging in would be a loop. */
const AUTH_PATHS = new Set([LOGIN, '/m/register', '/m/forget', '/m/trail', '/m/changePsw']);

/**
 * A screen of this site to return to, or null: only a path under /m/ (never an address elsewhere, `//host` or
 * `/m/..\host` included) and never a screen of getting in.
 */
export function safeReturn(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/m/') || /[\\\s]|\/\/|\/\.\.?(\/|$)/.test(target)) return null;
  const path = target.replace(/[?#].*$/, '');
  return AUTH_PATHS.has(path) ? null : target;
}

/** The login screen, carrying the screen the player asked for (their way back once logged in). */
export function loginPath(target?: string | null): string {
  const back = safeReturn(target);
  return back ? `${LOGIN}?${RETURN_PARAM}=${encodeURIComponent(back)}` : LOGIN;
}

/** Where a successful login goes: the screen the player asked for, else home. */
export const afterLogin = (search: URLSearchParams): string => safeReturn(search.get(RETURN_PARAM)) ?? '/m/home';

/** What a members-only screen renders for a visitor: the login screen, which comes back here afterwards. */
export function LoginRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPath(pathname + search)} replace />;
}
