import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { resourceUrl, useSystemStatus } from '../../../shared/system/system-store';
import { LanguageButton } from '../../../shared/ui/language-button';
import { IconChevron } from '../../../shared/ui/icons';

const FOOTER_RESOURCES = [
  { type: 'TELEGRAM', key: 'res_telegram' },
  { type: 'WHATSAPP', key: 'res_whatsapp' },
  { type: 'AFFILIATELINK', key: 'res_affiliate' },
  { type: 'SpeedTest', key: 'res_speed_test' },
] as const;

/**
 * Home: the game lobby (banner carousel, ticker, search, game menu; composed in by src/app as a lazy chunk), the
 * shortcut tiles (more composed in from other features through `tiles`) and the footer block.
 */
export default function HomePage({ lobby, tiles }: { lobby?: ReactNode; tiles?: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const links = FOOTER_RESOURCES.map((r) => ({ ...r, url: resourceUrl(status, r.type) })).filter((r) => r.url);

  return (
    <div className="home" data-testid="home-page">
      {/* The page's one level-one heading: the design shows none, screen readers still land on it. */}
      <h1 className="sr-only">{t('nav_home')}</h1>
      {lobby}

      <section className="home-tiles" aria-label={t('home_shortcuts')}>
        <Link className="tile" to="/m/activity">
          <span className="tile-title">{t('promotions')}</span>
          <span className="tile-desc">{t('promotions_desc')}</span>
        </Link>
        <Link className="tile" to="/m/vip">
          <span className="tile-title">{t('vip_club')}</span>
          <span className="tile-desc">{t('vip_desc')}</span>
        </Link>
        <Link className="tile" to="/m/slotsCenter">
          <span className="tile-title">{t('home_slots_hall')}</span>
          <span className="tile-desc">{t('home_slots_hall_desc')}</span>
        </Link>
        <Link className="tile" to="/m/game">
          <span className="tile-title">{t('home_lottery_hall')}</span>
          <span className="tile-desc">{t('home_lottery_hall_desc')}</span>
        </Link>
        {tiles}
      </section>

      <footer className="home-footer">
        <h2>{t('footer_help')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/m/customerService">
              <span>{t('customer_service')}</span>
              <IconChevron size={18} />
            </Link>
          </li>
          <li>
            <Link to="/m/responsibleGaming">
              <span>{t('nav_responsible_gaming')}</span>
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
