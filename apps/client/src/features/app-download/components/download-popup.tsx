import { useState } from 'react';
import { Link } from 'react-router';
import { isIosPlatform } from './platform';
import { addToHomeTip } from './rules';
import { useAppDownload } from './use-app-download';
import { AddToHomePrompt } from './add-to-home-prompt';
import { AppIcon } from './app-icon';
import { AdDialog } from './dialog';
import { InstallGuide } from './install-guide';

/** Download popup (spec part 2 s2): the device's download choices, and the way to the full guide. */
export default function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const d = useAppDownload();
  const { t, env, links } = d;
  const tip = addToHomeTip(env, links);
  const [a2hs, setA2hs] = useState(false);
  const ios = isIosPlatform(env.platform);
  const both = env.platform === 'desktop';
  const desc = d.status?.info.mobileTemplate.app_desc?.trim() || t('ad_bar_text');

  const openA2hs = () => {
    if (d.needsSafari()) return;
    onClose();
    setA2hs(true);
  };

  return (
    <>
      <AdDialog open={open} onClose={onClose} id="ad-popup-title" title={t('ad_popup_title')} closeLabel={t('ad_close')} testId="download-popup">
        <div className="ad-popup-icon">
          <AppIcon url={links.icon} size={64} />
        </div>
        <p className="ad-popup-text">{desc}</p>
        <div className="ad-actions">
          {!ios || both ? (
            <button type="button" className="btn btn-primary btn-wide" onClick={d.downloadAndroid}>
              {links.android ? t('ad_download_android') : t('ad_install_app')}
            </button>
          ) : null}
          {ios || both ? (
            <button type="button" className="btn btn-primary btn-wide" onClick={d.downloadIos}>
              {links.ios ? t('ad_download_ios') : t('ad_install_app')}
            </button>
          ) : null}
          {tip ? (
            <button type="button" className="btn btn-ghost btn-wide" onClick={openA2hs}>
              {t('ad_add_to_home')}
            </button>
          ) : null}
          <Link className="ad-guide-link" to="/m/app" onClick={onClose}>
            {t('ad_see_guide')}
          </Link>
        </div>
      </AdDialog>
      {tip ? (
        <AddToHomePrompt t={t} tip={tip} open={a2hs} onClose={() => setA2hs(false)} iconUrl={links.icon} onInstallProfile={d.installProfile} />
      ) : null}
      <InstallGuide t={t} platform={env.platform} open={d.installGuide} onClose={d.closeInstallGuide} iconUrl={links.icon} />
    </>
  );
}
