import '../app-download.css';
import { STORAGE_KEYS } from '@wps/contract/lite';
import { Suspense, useEffect, useState } from 'react';
import { readString, writeString } from '../../../shared/storage/storage';
import { IconClose } from '../../../shared/ui/icons';
import { AppIcon } from './app-icon';
import { downloadBarDecision, suitableLink } from './rules';
import { useAppDownload } from './use-app-download';
import { lazyChunk } from '../../../shared/net/load-chunk';

const DownloadPopup = lazyChunk(() => import('./download-popup'));

/**
 * The download bar on home (spec part 2 s2). It floats above the bottom menu instead of taking a place in the page,
 * so appearing after the first paint moves nothing (no layout shift); a spacer of its height at the very end of the
 * page lets the footer scroll out from under it.
 */
export default function DownloadBar() {
  const { t, env, links, status, installable, installWebApp } = useAppDownload();
  const [dismissed, setDismissed] = useState(() => readString(STORAGE_KEYS.hideDownloadBar) === '1');
  const [popup, setPopup] = useState(false);
  // Stays mounted once loaded: the add-to-home prompt it opens outlives the popup itself.
  const [popupLoaded, setPopupLoaded] = useState(false);
  const decision = downloadBarDecision(env, dismissed, links, installable);
  // No store app for the device: the bar installs this site as an app, through the browser's own dialog.
  const webApp = suitableLink(env.platform, links) === null;

  useEffect(() => {
    if (decision.remember) writeString(STORAGE_KEYS.hideDownloadBar, '1');
  }, [decision.remember]);

  const dismiss = () => {
    writeString(STORAGE_KEYS.hideDownloadBar, '1');
    setDismissed(true);
  };

  const desc = status?.info.mobileTemplate.app_desc?.trim() || t('ad_bar_text');
  return (
    <>
      {decision.show ? (
        <>
          <div className="ad-bar-spacer" aria-hidden="true" />
          <aside className="ad-bar" data-testid="download-bar" aria-label={t('ad_bar_label')}>
            <button type="button" className="ad-bar-close" aria-label={t('ad_bar_dismiss')} onClick={dismiss}>
              <IconClose size={18} />
            </button>
            <AppIcon url={links.icon} size={40} />
            <p className="ad-bar-text">{desc}</p>
            {webApp ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={installWebApp}>
                {t('ad_install')}
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => {
                  setPopupLoaded(true);
                  setPopup(true);
                }}>
                {t('ad_download')}
              </button>
            )}
          </aside>
        </>
      ) : null}
      {popupLoaded ? (
        <Suspense fallback={null}>
          <DownloadPopup open={popup} onClose={() => setPopup(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
