import type { Notice } from '@wps/contract';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icons';
import { useGamesTranslation } from '../i18n';

/** Announcement ticker: a marquee of titles that leads to /m/notice; a "no announcement" text when there are none. */
export function NoticeTicker({ notices }: { notices: Notice[] }) {
  const { t } = useGamesTranslation();
  return (
    <Link to="/m/notice" className="g-ticker" data-testid="home-ticker">
      <Icon size={18} strokeWidth={2} d="M4 10v4h3l5 4V6L7 10zM15.5 8.5a5 5 0 0 1 0 7" />
      {/* Spoken before the titles: the link's name holds what it shows (voice control says what it sees). */}
      <span className="sr-only">{t('games_ticker')}: </span>
      <span className="g-ticker-track">
        {notices.length === 0 ? (
          <span className="g-ticker-empty">{t('games_no_announcement')}</span>
        ) : (
          <span className="g-ticker-run">
            {notices.map((n) => (
              <span key={n.id} className="g-ticker-item">
                {n.title}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
