import '../app-download.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { getSystemState, refreshStatus } from '../../../shared/system/system-store';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { IconBack, IconHome } from '../../../shared/ui/icons';
import { AddToHomePrompt } from '../components/add-to-home-prompt';
import { AppIcon } from '../components/app-icon';
import { InstallGuide } from '../components/install-guide';
import { ArtAllow, ArtDownload, ArtInstall, ArtOpen, ArtSettings } from '../components/illustrations';
import { isIosPlatform } from '../components/platform';
import { addToHomeTip, defaultGuide, heroBackground } from '../components/rules';
import { useAppDownload } from '../components/use-app-download';

const Step = ({ n, art, title, text }: { n: number; art: ReactNode; title: string; text: string }) => (
  <li className="ad-step">
    {art}
    <span>
      <b>
        {n}. {title}
      </b>
      <br />
      {text}
    </span>
  </li>
);

/** /m/app (spec part 2 s2 "App download"): hero from the mobile template, download buttons, Android and iOS guides. */
export default function AppDownloadPage() {
  const d = useAppDownload();
  const { t, env, links, status } = d;
  const navigate = useNavigate();
  const [guide, setGuide] = useState(() => defaultGuide(env.platform));
  const [a2hs, setA2hs] = useState(false);
  const [failed, setFailed] = useState(false);
  const tip = addToHomeTip(env, links);

  const load = async () => {
    setFailed(false);
    setFailed((await refreshStatus()) === null);
  };
  // The status answer is normally cached from boot; only without it does the page ask (and wait) for it.
  useEffect(() => {
    if (!getSystemState().status) void load();
  }, []);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/m/home', { replace: true }));

  const top = (
    <div className="ad-top">
      <button type="button" className="icon-btn" aria-label={t('ad_back')} onClick={back}>
        <IconBack />
      </button>
      <h1>{t('ad_title')}</h1>
      <button type="button" className="icon-btn" aria-label={t('ad_home')} onClick={() => navigate('/m/home')}>
        <IconHome />
      </button>
    </div>
  );

  if (!status) {
    return (
      <div className="ad-page" data-testid="app-download-page">
        {top}
        {failed ? <ErrorState error={null} onRetry={() => void load()} /> : <ListSkeleton rows={3} />}
      </div>
    );
  }

  const tpl = status.info.mobileTemplate;
  const ios = isIosPlatform(env.platform);
  const onIosDownload = links.ios || !links.profile ? d.downloadIos : d.installProfile;
  // No store app at all: one button installs this site as an app (issue 32).
  const noStore = !links.android && !links.ios && !links.profile;
  const guides = [
    { key: 'android' as const, label: t('ad_guide_android') },
    { key: 'ios' as const, label: t('ad_guide_ios') },
  ];

  return (
    <div className="ad-page" data-testid="app-download-page">
      {top}
      <section className="ad-hero" style={heroBackground(tpl.app_background)}>
        <AppIcon url={links.icon} />
        <p className="ad-hero-desc" style={tpl.app_desc_font_color ? { color: tpl.app_desc_font_color } : undefined}>
          {tpl.app_desc.trim() || t('ad_bar_text')}
        </p>
        <div className="ad-actions">
          {noStore ? (
            <button type="button" className="btn btn-primary btn-wide btn-lg" onClick={d.installWebApp}>
              {t('ad_install_app')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-primary btn-wide btn-lg" onClick={d.downloadAndroid}>
                {links.android ? t('ad_download_android') : t('ad_install_app')}
              </button>
              <button type="button" className="btn btn-primary btn-wide btn-lg" onClick={onIosDownload}>
                {links.ios ? t('ad_download_ios') : links.profile ? t('ad_install_profile') : t('ad_install_app')}
              </button>
            </>
          )}
          {tip ? (
            <button
              type="button"
              className="btn btn-outline btn-wide ad-hero-a2hs"
              onClick={() => {
                if (!d.needsSafari()) setA2hs(true);
              }}
            >
              {t('ad_add_to_home')}
            </button>
          ) : null}
        </div>
        {env.platform === 'ios-other-browser' ? <p className="ad-hero-warn">{t('ad_use_safari')}</p> : null}
      </section>

      <div className="ad-tabs" role="tablist" aria-label={t('ad_guides')}>
        {guides.map((g) => (
          <button
            key={g.key}
            id={`ad-tab-${g.key}`}
            type="button"
            role="tab"
            aria-selected={guide === g.key}
            aria-controls={`ad-panel-${g.key}`}
            className={guide === g.key ? 'ad-tab is-active' : 'ad-tab'}
            onClick={() => setGuide(g.key)}
          >
            {g.label}
          </button>
        ))}
      </div>

      {guide === 'android' ? (
        <section id="ad-panel-android" role="tabpanel" aria-labelledby="ad-tab-android" className="ad-guide" data-testid="guide-android">
          <ol className="ad-steps">
            <Step n={1} art={<ArtDownload />} title={t('ad_and_step1_title')} text={t('ad_and_step1')} />
            <Step n={2} art={<ArtAllow />} title={t('ad_and_step2_title')} text={t('ad_and_step2')} />
            <Step n={3} art={<ArtInstall />} title={t('ad_and_step3_title')} text={t('ad_and_step3')} />
            <Step n={4} art={<ArtOpen />} title={t('ad_and_step4_title')} text={t('ad_and_step4')} />
          </ol>
        </section>
      ) : (
        <section id="ad-panel-ios" role="tabpanel" aria-labelledby="ad-tab-ios" className="ad-guide" data-testid="guide-ios">
          <ol className="ad-steps">
            <Step n={1} art={<ArtDownload />} title={t('ad_ios_step1_title')} text={t('ad_ios_step1')} />
            <Step n={2} art={<ArtSettings />} title={t('ad_ios_step2_title')} text={t('ad_ios_step2')} />
            <Step n={3} art={<ArtAllow />} title={t('ad_ios_step3_title')} text={t('ad_ios_step3')} />
            <Step n={4} art={<ArtOpen />} title={t('ad_ios_step4_title')} text={t('ad_ios_step4')} />
          </ol>
          <ul className="ad-notes" aria-label={t('ad_ios_notes')}>
            <li>{t('ad_ios124_note')}</li>
            <li>{t('ad_ios17_note')}</li>
            {env.platform === 'ios-legacy' ? <li data-testid="legacy-ios-tips">{t('ad_legacy_tip')}</li> : null}
          </ul>
        </section>
      )}
      {ios && tip ? (
        <AddToHomePrompt t={t} tip={tip} open={a2hs} onClose={() => setA2hs(false)} iconUrl={links.icon} onInstallProfile={d.installProfile} />
      ) : null}
      <InstallGuide t={t} platform={env.platform} open={d.installGuide} onClose={d.closeInstallGuide} iconUrl={links.icon} />
    </div>
  );
}
