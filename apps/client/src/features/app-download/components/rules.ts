import type { SystemStatus } from '@wps/contract';
import { isIosPlatform, type BrowserEnv, type Platform } from './platform';

/** The download resources of a merchant (spec part 2 s2: IOS, Android, MOBILECONFIG, AppDownloadIcon). */
export interface AppLinks {
  android: string | null;
  ios: string | null;
  profile: string | null;
  icon: string | null;
}

export function appLinks(status: SystemStatus | null, resourceUrl: (s: SystemStatus | null, t: string) => string | null): AppLinks {
  return {
    android: resourceUrl(status, 'Android'),
    ios: resourceUrl(status, 'IOS'),
    profile: resourceUrl(status, 'MOBILECONFIG'),
    icon: resourceUrl(status, 'AppDownloadIcon'),
  };
}

/**
 * The download link suited to the platform, or null when the merchant has none (spec part 2 s2: then no bar): the
 * Android app on Android; on iOS the app, else the configuration profile that installs the home-screen icon (legacy
 * iOS only the app: profiles are unreliable there); on a desktop either app.
 */
export function suitableLink(platform: Platform, links: AppLinks): string | null {
  switch (platform) {
    case 'android':
      return links.android;
    case 'ios-legacy':
      return links.ios;
    case 'ios-safari':
    case 'ios-other-browser':
      return links.ios ?? links.profile;
    case 'desktop':
      return links.android ?? links.ios;
  }
}

export interface BarDecision {
  show: boolean;
  /** Write hideDownloadBar = 1 now (an installed web app never needs the bar again). */
  remember: boolean;
}

/**
 * Download bar visibility (spec part 2 s2), in the spec's order. Without a store link for the device, the bar offers
 * this site as an app when the browser makes an install offer (`installable`, issue 32).
 */
export function downloadBarDecision(env: BrowserEnv, dismissed: boolean, links: AppLinks, installable = false): BarDecision {
  if (env.nativeApp) return { show: false, remember: false };
  if (dismissed) return { show: false, remember: false };
  // An iOS home-screen clip without an iOS link has nothing better to offer; any installed web app is flagged.
  if (env.standalone) return { show: false, remember: true };
  if (suitableLink(env.platform, links) === null && !installable) return { show: false, remember: false };
  return { show: true, remember: false };
}

export type AddToHomeTip = { tip: 1 | 2; legacy: boolean } | null;

/**
 * Add-to-home prompt (iOS only): tip 1 downloads the configuration profile (MOBILECONFIG) that installs the home
 * screen icon; tip 2 lists the manual Share -> Add to Home Screen steps. Legacy iOS (<= 11, 12.0-12.1) shows the
 * manual steps with its own tips, since profiles there are unreliable. Not offered when already installed.
 */
export function addToHomeTip(env: BrowserEnv, links: AppLinks): AddToHomeTip {
  if (env.nativeApp || env.standalone || !isIosPlatform(env.platform)) return null;
  if (env.platform === 'ios-legacy') return { tip: 2, legacy: true };
  return { tip: links.profile ? 1 : 2, legacy: false };
}

/** The guide a device sees first. */
export const defaultGuide = (platform: Platform): 'android' | 'ios' => (isIosPlatform(platform) ? 'ios' : 'android');

/** Template app_background: a colour (replacing the default gradient), or an image address; empty keeps the default. */
export function heroBackground(value: string): { background?: string; backgroundImage?: string } {
  const v = value.trim();
  if (!v) return {};
  if (/^(https?:|\/|data:image\/)/i.test(v) || /\.(png|jpe?g|webp|gif|svg)(\?.*)?$/i.test(v)) {
    return { backgroundImage: `url("${v.replace(/["\\\n]/g, '')}")` };
  }
  return { background: v };
}
