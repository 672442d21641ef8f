import '../games.css';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../shared/ui/list-states';
import { useGameListInfiniteQuery, useVassGameTypesQuery } from '../api/catalogue';
import { useAnnouncementsQuery } from '../api/lobby';
import { BannerCarousel } from './banner-carousel';
import { EntrancePanel, EntranceTabs, HOT_TAB, useTabShortcut } from './entrance';
import { GameGrid } from './game-grid';
import { NoticeTicker } from './notice-ticker';
import { SearchBox } from './search-box';
import { useGamesTranslation } from '../i18n';

/** Home lobby: banner carousel, notice ticker, game search, sticky game menu and its panel. Loaded after first paint. */
export default function HomeLobby() {
  const { t } = useGamesTranslation();
  const announcements = useAnnouncementsQuery();
  const types = useVassGameTypesQuery();
  const [tab, setTab] = useState(HOT_TAB);
  const [search, setSearch] = useState('');
  const menuRef = useRef<HTMLDivElement>(null);
  const shortcut = useTabShortcut(types.data ?? []);
  const term = search.trim();
  const results = useGameListInfiniteQuery({ gameName: term }, term !== '');

  const select = async (code: string) => {
    if (await shortcut(code)) return;
    setTab(code);
    // Choosing a category scrolls back to the top of the game area when the sticky menu is in use.
    const menu = menuRef.current;
    if (menu && menu.getBoundingClientRect().top <= 0) menu.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="g-lobby" data-testid="home-lobby">
      {announcements.isPending ? (
        <div className="sk g-sk-banner" aria-hidden="true" />
      ) : (
        <BannerCarousel banners={announcements.data?.banners ?? []} />
      )}
      <NoticeTicker notices={announcements.data?.player ?? []} />
      <SearchBox value={search} onChange={setSearch} />
      {term ? (
        <section aria-label={t('games_search_results')} data-testid="home-search-results">
          <GameGrid
            source={{ ...results, games: results.data?.pages.flatMap((p) => p.games) ?? [] }}
            pageBack="home"
            label={t('games_search_results')}
          />
        </section>
      ) : types.isError ? (
        <ErrorState error={types.error} onRetry={() => void types.refetch()} />
      ) : (
        <>
          <div ref={menuRef} className="g-menu-wrap">
            <EntranceTabs types={types.data ?? []} value={tab} onSelect={(c) => void select(c)} />
          </div>
          <div role="tabpanel" aria-label={t(`games_type_${tab}`)} className="g-panel">
            <EntrancePanel tab={tab} types={types.data ?? []} />
          </div>
        </>
      )}
    </div>
  );
}
