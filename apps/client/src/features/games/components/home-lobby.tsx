import '../games.css';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../shared/ui/list-states';
import { useGameListInfiniteQuery, useVassGameTypesQuery } from '../api/catalogue';
import { useAnnouncementsQuery } from '../api/lobby';
import { useRankListQuery } from '../api/rank';
import { BannerCarousel } from './banner-carousel';
import { EntrancePanel, EntranceTabs, HOT_TAB, useTabShortcut } from './entrance';
import { GameGrid } from './game-grid';
import { NoticeTicker } from './notice-ticker';
import { SearchBox } from './search-box';
import { WinnersTicker } from './winners-ticker';
import { useGamesTranslation } from '../i18n';

/** Home lobby: banner carousel, notice ticker, winners ticker, game search, sticky game menu and its panel. Loaded after first paint. */
export default function HomeLobby() {
  const { t } = useGamesTranslation();
  const announcements = useAnnouncementsQuery();
  const types = useVassGameTypesQuery();
  const winners = useRankListQuery();
  const [tab, setTab] = useState(HOT_TAB);
  const [search, setSearch] = useState('');
  // Where the sticky menu sits in the page's flow: the menu itself reports where it is stuck, not where it belongs.
  const anchorRef = useRef<HTMLDivElement>(null);
  const shortcut = useTabShortcut(types.data ?? []);
  const term = search.trim();
  const results = useGameListInfiniteQuery({ gameName: term }, term !== '');

  const select = async (code: string) => {
    if (await shortcut(code)) return;
    setTab(code);
    // Once the menu is stuck under the header, a new category starts at its top: the page scrolls back to where the
    // menu belongs, so the menu stays in view with the panel's first row right below it. The panel is at least a
    // screen tall (games.css), so a short panel cannot shrink the page under that position.
    const anchor = anchorRef.current;
    if (anchor && anchor.getBoundingClientRect().top < parseFloat(getComputedStyle(anchor).scrollMarginTop)) anchor.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="g-lobby" data-testid="home-lobby">
      {announcements.isPending ? (
        <div className="sk g-sk-banner" aria-hidden="true" />
      ) : (
        <BannerCarousel banners={announcements.data?.banners ?? []} />
      )}
      <NoticeTicker notices={announcements.data?.player ?? []} />
      {winners.isPending ? <div className="g-winners-slot" aria-hidden="true" /> : <WinnersTicker entries={winners.data?.list ?? []} />}
      <SearchBox value={search} onChange={setSearch} />
      {term ? (
        <section aria-label={t('games_search_results')} data-testid="home-search-results">
          <GameGrid
            source={{ ...results, games: results.data?.pages.flatMap((p) => p.games) ?? [] }}
            pageBack="home"
            label={t('games_search_results')}
            emptyText={t('games_no_match', { q: term })}
          />
        </section>
      ) : types.isError ? (
        <ErrorState error={types.error} onRetry={() => void types.refetch()} />
      ) : (
        <>
          <div ref={anchorRef} className="g-menu-anchor" aria-hidden="true" />
          <div className="g-menu-wrap">
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
