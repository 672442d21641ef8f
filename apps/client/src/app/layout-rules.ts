/** Layout rules of spec part 2 s2, as pure functions of the path. */
export const HOME_PATH = '/m/home';
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

const HEADER_HIDDEN = new Set(['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip']);
const MENU_HIDDEN = new Set([
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'activity',
  'vip',
]);
const BACK_TO_HOME = new Set(['login', 'register', 'trail', 'notice', 'forget']);

/** '/m/gameList/' -> 'gameList'; '/m/activity/signIn' -> 'activity/signIn'. */
export function routeName(pathname: string): string {
  return pathname.replace(/^\/m(\/|$)/, '').replace(/\/+$/, '');
}

export const isHomePath = (pathname: string): boolean => (HOME_ALIASES as readonly string[]).includes(pathname);
export const showHeader = (pathname: string): boolean => !HEADER_HIDDEN.has(routeName(pathname));
export const showBottomMenu = (pathname: string): boolean => !MENU_HIDDEN.has(routeName(pathname));

/** Where the header's back arrow goes: home for a few screens, otherwise one step back in history. */
export function backTarget(pathname: string): 'home' | 'history' {
  return BACK_TO_HOME.has(routeName(pathname)) ? 'home' : 'history';
}

/** Bottom-menu entry highlighted for a path. */
export type MenuEntry = 'home' | 'share' | 'deposit' | 'members' | null;
export function activeMenuEntry(pathname: string): MenuEntry {
  if (isHomePath(pathname)) return 'home';
  const name = routeName(pathname);
  if (name === 'voucherCenter') return 'deposit';
  if (name === 'inviteFriends') return 'share';
  if (name === 'member/home') return 'members';
  return null;
}
