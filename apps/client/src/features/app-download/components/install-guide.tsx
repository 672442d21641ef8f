import type { TFunction } from '../../../shared/i18n/translator';
import { AddToHomePrompt } from './add-to-home-prompt';
import { AppIcon } from './app-icon';
import { AdDialog } from './dialog';
import { ArtAddHome, ArtOpen, ArtSettings } from './illustrations';
import { isIosPlatform, type Platform } from './platform';

interface Props {
  t: TFunction;
  platform: Platform;
  open: boolean;
  onClose: () => void;
  iconUrl: string | null;
}

/**
 * How to install this site as an app by hand, when the browser makes no install offer of its own (issue 32): on iOS
 * Safari's Add to Home Screen steps (the add-to-home prompt's tip 2), elsewhere the browser menu's Install app.
 */
export function InstallGuide({ t, platform, open, onClose, iconUrl }: Props) {
  if (isIosPlatform(platform)) {
    const tip = { tip: 2 as const, legacy: platform === 'ios-legacy' };
    return <AddToHomePrompt t={t} tip={tip} open={open} onClose={onClose} iconUrl={iconUrl} onInstallProfile={onClose} />;
  }
  return (
    <AdDialog open={open} onClose={onClose} id="ad-install-title" title={t('ad_install_app')} closeLabel={t('ad_close')} testId="install-guide">
      <div className="ad-popup-icon">
        <AppIcon url={iconUrl} size={64} />
      </div>
      <p className="ad-popup-text">{t('ad_install_menu_desc')}</p>
      <ol className="ad-steps ad-steps-compact">
        <li className="ad-step">
          <ArtSettings />
          <span>
            <b>1.</b> {t('ad_install_menu_step1')}
          </span>
        </li>
        <li className="ad-step">
          <ArtAddHome />
          <span>
            <b>2.</b> {t('ad_install_menu_step2')}
          </span>
        </li>
        <li className="ad-step">
          <ArtOpen />
          <span>
            <b>3.</b> {t('ad_profile_step3')}
          </span>
        </li>
      </ol>
    </AdDialog>
  );
}
