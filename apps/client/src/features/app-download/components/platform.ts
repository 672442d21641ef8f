/**
 * Where the page runs, from the user agent and the display mode (spec part 2 s2 "App download"). Pure functions:
 * the browser facts are read once by `readBrowserEnv` and passed in, so every rule is unit-tested.
 */
export type Platform = 'android' | 'ios-safari' | 'ios-other-browser' | 'ios-legacy' | 'desktop';

/**
 * The merchant's native app opens this site in a web view whose user agent ends with " WPSApp/<version>"
 * (for example "... Mobile Safari/537.36 WPSApp/2.3.0"). Inside it nothing offers to download the app again.
 */
export const NATIVE_APP_UA_MARKER = 'WPSApp/';

/** Browsers and in-app web views on iOS that are not Safari: they cannot install profiles or add to home screen. */
const IOS_NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Focus\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|WhatsApp|Snapchat|Twitter|TikTok|musical_ly/i;

/** iOS version from "CPU iPhone OS 16_6 like Mac OS X" (null when the agent does not say). */
export function iosVersion(ua: string): { major: number; minor: number } | null {
  const m = /(?:iPhone|CPU) OS (\d+)[_.](\d+)/.exec(ua);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
}

export function isIosAgent(ua: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  // iPadOS 13+ asks for the desktop site and says "Macintosh"; only its touch screen gives it away.
  return /Macintosh/.test(ua) && maxTouchPoints > 1;
}

/** Legacy iOS (spec: iOS 11 or lower, and iOS 12 below 12.2) gets its own install tips. */
export function isLegacyIos(version: { major: number; minor: number } | null): boolean {
  if (!version) return false;
  return version.major <= 11 || (version.major === 12 && version.minor < 2);
}

export function detectPlatform(ua: string, maxTouchPoints = 0): Platform {
  if (/Android/i.test(ua)) return 'android';
  if (!isIosAgent(ua, maxTouchPoints)) return 'desktop';
  if (isLegacyIos(iosVersion(ua))) return 'ios-legacy';
  // Safari says "Safari/"; web views (no "Safari/") and other browsers' markers mean it is not Safari.
  return /Safari\//.test(ua) && !IOS_NOT_SAFARI.test(ua) ? 'ios-safari' : 'ios-other-browser';
}

export const isIosPlatform = (p: Platform): boolean => p.startsWith('ios');

export function isNativeApp(ua: string): boolean {
  return ua.includes(NATIVE_APP_UA_MARKER);
}

/** Running as an installed web app: display-mode standalone (all browsers) or navigator.standalone (iOS Safari). */
export function isStandalone(displayModeStandalone: boolean, navigatorStandalone: boolean | undefined): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

export interface BrowserEnv {
  platform: Platform;
  standalone: boolean;
  nativeApp: boolean;
}

/** The browser facts, read once (never throws: old browsers without matchMedia count as not standalone). */
export function readBrowserEnv(): BrowserEnv {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  const ua = nav.userAgent;
  let display = false;
  try {
    display = window.matchMedia('(display-mode: standalone)').matches;
  } catch {
    display = false;
  }
  return {
    platform: detectPlatform(ua, nav.maxTouchPoints ?? 0),
    standalone: isStandalone(display, nav.standalone),
    nativeApp: isNativeApp(ua),
  };
}
