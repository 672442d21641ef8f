// Zod-free rules of the messages domain that both sides run (the back office's forms and the server).

/** Banner groups the player calls know: the home carousel, the live lobby's (live-model merchants) and registration. */
export const BANNER_GROUPS = ['m_home', 'm_live', 'm_reg'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Notice types an operator publishes: PL (player notice: the home ticker) and PU (popup). */
export const OPS_NOTICE_TYPES = ['PL', 'PU'] as const;
export type OpsNoticeType = (typeof OPS_NOTICE_TYPES)[number];

/** No whitespace, control character or backslash anywhere (browsers drop some inside a scheme: "java\tscript:"). */
// eslint-disable-next-line no-control-regex
const CLEAN = /^[^\s\u0000-\u001f\u007f-\u009f\\]+$/;

/**
 * Where a banner may lead: a web address (http or https with a host) or a page of the player site (`/m/...`).
 * Anything else (javascript:, data:, a protocol-relative `//host`, a bare name) is no link.
 */
export function isBannerLink(url: string): boolean {
  return CLEAN.test(url) && (/^https?:\/\/[^/?#]+/i.test(url) || /^\/m\/[^/]/.test(url) || url === '/m/');
}

/** A banner picture an operator names: an https address or a path of this site (`/static/...`), never data: or http:. */
export function isBannerImage(url: string): boolean {
  return CLEAN.test(url) && (/^https:\/\/[^/?#]+/i.test(url) || /^\/(?![/\\])/.test(url));
}

/** Whether a stored banner image is an address (shown as is) rather than the file name of generated art. */
export const isImageAddress = (stored: string): boolean => /^(https?:\/\/|\/)/i.test(stored);

/** Lobby news (issue 14 "Home", part 2 s7 GLS2_lobbyNews): at most this many items on home. */
export const LOBBY_NEWS_MAX = 10;

/** Where a news item may lead: a page of the player site only (`/m/...`), never another site or a script. */
export function isSitePath(url: string): boolean {
  return CLEAN.test(url) && (/^\/m\/[^/]/.test(url) || url === '/m/');
}
