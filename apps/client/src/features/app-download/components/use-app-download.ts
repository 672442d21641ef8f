import { TOAST_MS } from '@wps/contract/lite';
import { useMemo, useState } from 'react';
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

/** Platform, links and the download actions shared by the page, the popup and the bar. */
export function useAppDownload() {
  const { t } = useAppDownloadTranslation();
  const status = useSystemStatus();
  const [env] = useState(readBrowserEnv);
  const links = useMemo(() => appLinks(status, resourceUrl), [status]);
  const comingSoon = t('link_pending');
  // Profiles and home-screen icons only work from Safari on iOS.
  const needsSafari = () => {
    if (env.platform !== 'ios-other-browser') return false;
    window.alert(t('ad_use_safari'));
    return true;
  };
  return {
    t,
    status,
    env,
    links,
    downloadAndroid: () => openResource(links.android, comingSoon),
    downloadIos: () => {
      if (!needsSafari()) openResource(links.ios, comingSoon);
    },
    installProfile: () => {
      if (!needsSafari()) openResource(links.profile, comingSoon);
    },
    needsSafari,
  };
}
