import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSession } from '../../shared/session/session-store';
import { resourceUrl, useSystemStatus } from '../../shared/system/system-store';
import { LanguageButton } from '../../shared/ui/language-button';
import { IconChevron, IconLogo } from '../../shared/ui/icons';

const FOOTER_RESOURCES = [
  { type: 'TELEGRAM', key: 'res_telegram' },
  { type: 'WHATSAPP', key: 'res_whatsapp' },
  { type: 'AFFILIATELINK', key: 'res_affiliate' },
  { type: 'SpeedTest', key: 'res_speed_test' },
] as const;

/** app_background may be an image address or a colour. */
function heroStyle(background: string | undefined, color: string | undefined): CSSProperties {
  const style: CSSProperties = {};
  const bg = background?.trim();
  if (bg && /^(https?:)?\/|^data:image\//.test(bg)) style.backgroundImage = `url("${bg.replace(/"/g, '%22')}")`;
  else if (bg && /^(#|rgb|hsl)/.test(bg)) style.background = bg;
  if (color && /^(#|rgb|hsl)/.test(color.trim())) style.color = color.trim();
  return style;
}

/** Home for now: merchant banner block and footer block; the games issue adds carousel, ticker and lobbies. */
export default function HomePage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const session = useSession();
  const template = status?.info.mobileTemplate;
  const links = FOOTER_RESOURCES.map((r) => ({ ...r, url: resourceUrl(status, r.type) })).filter((r) => r.url);

  return (
    <div className="home" data-testid="home-page">
      <section className="hero" style={heroStyle(template?.app_background, template?.app_desc_font_color)}>
        <div className="hero-inner">
          <IconLogo size={44} />
          <h1 className="hero-title">{t('home_welcome')}</h1>
          <p className="hero-desc">{template?.app_desc || t('home_tagline')}</p>
          {session ? (
            <Link className="btn btn-accent" to="/m/voucherCenter">
              {t('deposit')}
            </Link>
          ) : (
            <Link className="btn btn-accent" to="/m/login">
              {t('home_join')}
            </Link>
          )}
        </div>
      </section>

      <section className="home-tiles" aria-label={t('home_shortcuts')}>
        <Link className="tile" to="/m/activity">
          <span className="tile-title">{t('promotions')}</span>
          <span className="tile-desc">{t('promotions_desc')}</span>
        </Link>
        <Link className="tile" to="/m/vip">
          <span className="tile-title">{t('vip_club')}</span>
          <span className="tile-desc">{t('vip_desc')}</span>
        </Link>
      </section>

      <footer className="home-footer">
        <h2>{t('footer_help')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/m/message">
              <span>{t('customer_service')}</span>
              <IconChevron size={18} />
            </Link>
          </li>
          <li>
            <Link to="/m/app">
              <span>{t('app_download')}</span>
              <IconChevron size={18} />
            </Link>
          </li>
          {links.map((r) => (
            <li key={r.type}>
              <a href={r.url ?? undefined} target="_blank" rel="noopener noreferrer">
                <span>{t(r.key)}</span>
                <IconChevron size={18} />
              </a>
            </li>
          ))}
        </ul>
        <div className="footer-row">
          <LanguageButton className="btn btn-ghost" showLabel />
        </div>
        <p className="footer-note">{t('footer_responsible')}</p>
      </footer>
    </div>
  );
}
