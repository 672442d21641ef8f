import type { AddToHomeTip } from './rules';
import { AdDialog } from './dialog';
import { ArtAddHome, ArtOpen, ArtSettings, ArtShare } from './illustrations';
import { AppIcon } from './app-icon';
import type { TFunction } from '../../../shared/i18n/translator';
import type { ReactNode } from 'react';

interface Props {
  t: TFunction;
  tip: NonNullable<AddToHomeTip>;
  open: boolean;
  onClose: () => void;
  iconUrl: string | null;
  onInstallProfile: () => void;
}

const Step = ({ n, art, text }: { n: number; art: ReactNode; text: string }) => (
  <li className="ad-step">
    {art}
    <span>
      <b>{n}.</b> {text}
    </span>
  </li>
);

/** Add-to-home prompt (spec part 2 s2): tip 1 installs the profile, tip 2 lists the manual steps; legacy iOS tips. */
export function AddToHomePrompt({ t, tip, open, onClose, iconUrl, onInstallProfile }: Props) {
  return (
    <AdDialog open={open} onClose={onClose} id="ad-a2hs-title" title={t('ad_a2hs_title')} closeLabel={t('ad_close')} testId="add-to-home-prompt">
      <div className="ad-popup-icon">
        <AppIcon url={iconUrl} size={64} />
      </div>
      {tip.tip === 1 ? (
        <>
          <p className="ad-popup-text">{t('ad_a2hs_profile_desc')}</p>
          <button type="button" className="btn btn-primary btn-wide" onClick={onInstallProfile}>
            {t('ad_install_profile')}
          </button>
          <ol className="ad-steps ad-steps-compact">
            <Step n={1} art={<ArtAddHome />} text={t('ad_profile_step1')} />
            <Step n={2} art={<ArtSettings />} text={t('ad_profile_step2')} />
            <Step n={3} art={<ArtOpen />} text={t('ad_profile_step3')} />
          </ol>
          <p className="ad-note">{t('ad_ios17_note')}</p>
        </>
      ) : (
        <>
          <p className="ad-popup-text">{t('ad_a2hs_manual_desc')}</p>
          <ol className="ad-steps ad-steps-compact">
            <Step n={1} art={<ArtShare />} text={t('ad_a2hs_step1')} />
            <Step n={2} art={<ArtAddHome />} text={t('ad_a2hs_step2')} />
            <Step n={3} art={<ArtOpen />} text={t('ad_a2hs_step3')} />
          </ol>
          {tip.legacy ? (
            <p className="ad-note" data-testid="legacy-ios-tips">
              {t('ad_legacy_tip')}
            </p>
          ) : null}
        </>
      )}
      <p className="ad-note">{t('ad_ios124_note')}</p>
    </AdDialog>
  );
}
