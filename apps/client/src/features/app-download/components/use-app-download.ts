import { TOAST_MS } from '@wps/contract/lite';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { canInstall, promptInstall, subscribeInstall } from '../../../shared/pwa/install-prompt';
import { resourceUrl, useSystemStatus } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { useAppDownloadTranslation } from '../i18n';
import { readBrowserEnv } from './platform';
import { appLinks } from './rules';

/** Resource links open in a new window; a missing one says "coming soon" for 3 s (spec part 2 s2). */
export function openResource(url: string | null, comingSoon: string): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else void showToast(comingSoon, TOAST_MS.comingSoon);
}

/**
 * Platform, links and the download actions shared by the page, the popup and the bar. Where the merchant has no store
 * link, a download installs this site as an app (issue 32): the browser's own install dialog when it offers one, else
 * the manual steps (`installGuide`, rendered by the caller with InstallGuide).
 */
export function useAppDownload() {
  const { t } = useAppDownloadTranslation();
  const status = useSystemStatus();
  const [env] = useState(readBrowserEnv);
  const links = useMemo(() => appLinks(status, resourceUrl), [status]);
  const installable = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  const [installGuide, setInstallGuide] = useState(false);
  const comingSoon = t('link_pending');
  // Profiles and home-screen icons only work from Safari on iOS.
  const needsSafari = () => {
    if (env.platform !== 'ios-other-browser') return false;
    window.alert(t('ad_use_safari'));
    return true;
  };
  const installWebApp = async () => {
    if (!(await promptInstall())) setInstallGuide(true);
  };
  return {
    t,
    status,
    env,
    links,
    installable,
    installGuide,
    closeInstallGuide: () => setInstallGuide(false),
    installWebApp: () => {
      if (!needsSafari()) void installWebApp();
    },
    downloadAndroid: () => (links.android ? openResource(links.android, comingSoon) : void installWebApp()),
    downloadIos: () => {
      if (needsSafari()) return;
      if (links.ios) openResource(links.ios, comingSoon);
      else void installWebApp();
    },
    installProfile: () => {
      if (!needsSafari()) openResource(links.profile, comingSoon);
    },
    needsSafari,
  };
}
