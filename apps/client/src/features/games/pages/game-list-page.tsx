import '../games.css';
import type { Game } from '@wps/contract';
import { TOAST_MS } from '@wps/contract/lite';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack, IconHome } from '../../../shared/ui/icons';
import { useGameListInfiniteQuery, useHotGamesQuery, useVassGameTypesQuery } from '../api/catalogue';
import { useFavouriteListInfiniteQuery } from '../api/favourites';
import { useRecentListInfiniteQuery } from '../api/recent';
import { GameGrid, type GridSource } from '../components/game-grid';
import { SearchBox } from '../components/search-box';
import { VendorBar } from '../components/vendor-bar';
import { useGamesTranslation } from '../i18n';

type Chip = 'RECENT' | 'FAV' | 'HOT' | null;
/** The chips, each with its value in the URL's `type` (?type=hot is the spec's entry to the hot list). */
const CHIPS = [
  { key: 'RECENT', param: 'recent', label: 'games_chip_recent', needsSession: true },
  { key: 'FAV', param: 'fav', label: 'games_chip_fav', needsSession: true },
  { key: 'HOT', param: 'hot', label: 'games_chip_hot', needsSession: false },
] as const;

const flatten = (pages: { games: Game[] }[] | undefined) => pages?.flatMap((p) => p.games) ?? [];

/**
 * /m/gameList?gameType&vassalage&type=hot|fav|recent: search, RECENT / FAV / HOT chips, vendor bar, infinite grid. The
 * vendor and the chip live in the URL, so a reload or a shared link shows the same list (a chip that needs a session
 * is not applied for a visitor).
 */
export default function GameListPage() {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const gameType = params.get('gameType') ?? undefined;
  const vassalage = params.get('vassalage') ?? '';
  const chosen = CHIPS.find((c) => c.param === params.get('type'));
  const chip: Chip = chosen && (session || !chosen.needsSession) ? chosen.key : null;
  const [search, setSearch] = useState('');
  /** Changes the URL's choices in place: filters are not steps to go back through. */
  const choose = (changes: { vassalage?: string; type?: string }) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const setChip = (key: Chip) => choose({ type: CHIPS.find((c) => c.key === key)?.param ?? '' });
  const types = useVassGameTypesQuery();

  const vendors = useMemo(() => {
    const all = (types.data ?? []).filter((ty) => !gameType || ty.gameType === gameType).flatMap((ty) => ty.vendors);
    return [...new Map(all.map((v) => [v.vassalage, v])).values()].sort((a, b) => a.sort - b.sort);
  }, [types.data, gameType]);

  const onChip = (key: Exclude<Chip, null>, needsSession: boolean) => {
    if (chip === key) return setChip(null);
    // Favourites and recent need a session: tell the visitor and leave the filter as it was (part 1 s5).
    if (needsSession && !session) return void showToast(t('in_logged_login'), TOAST_MS.loginRequired);
    setSearch('');
    setChip(key);
  };

  const catalogue = useGameListInfiniteQuery(
    { gameType, vassalage: vassalage || undefined, gameName: search.trim() || undefined },
    chip === null,
  );
  const hot = useHotGamesQuery(gameType, chip === 'HOT');
  const fav = useFavouriteListInfiniteQuery(gameType, chip === 'FAV' && session !== null);
  const recent = useRecentListInfiniteQuery(gameType, chip === 'RECENT' && session !== null);

  const byVendor = (games: Game[]) => (vassalage ? games.filter((g) => g.vassalage === vassalage) : games);
  let source: GridSource;
  if (chip === 'HOT') {
    source = { ...hot, games: byVendor(hot.data ?? []) };
  } else {
    const q = chip === 'FAV' ? fav : chip === 'RECENT' ? recent : catalogue;
    const games = flatten(q.data?.pages);
    source = { ...q, games: chip ? byVendor(games) : games };
  }

  // The category's name as the page title (issue 33 item 10): the list says what it lists, and home is one tap away.
  const title = gameType ? t(`games_type_${gameType}`, { defaultValue: t('games_list_label') }) : t('games_list_label');
  return (
    <div className="g-page" data-testid="game-list-page">
      <div className="g-top g-top-list">
        <button type="button" className="icon-btn" aria-label={t('back')} onClick={() => navigate(-1)}>
          <IconBack />
        </button>
        <h1 className="g-title">{title}</h1>
        <Link className="icon-btn" to="/m/home" aria-label={t('nav_home')}>
          <IconHome />
        </Link>
        <SearchBox
          value={search}
          onChange={(v) => {
            setSearch(v);
            if (v && chip) setChip(null);
          }}
        />
      </div>
      <div className="g-chips" role="group" aria-label={t('games_filters')}>
        {CHIPS.map((c) => (
          <button
            key={c.key}
            type="button"
            className={`g-chip${chip === c.key ? ' is-active' : ''}`}
            aria-pressed={chip === c.key}
            onClick={() => onChip(c.key, c.needsSession)}
          >
            {t(c.label)}
          </button>
        ))}
      </div>
      <VendorBar vendors={vendors} value={vassalage} onChange={(v) => choose({ vassalage: v })} />
      <GameGrid
        source={source}
        label={t('games_list_label')}
        emptyText={chip === null && search.trim() ? t('games_no_match', { q: search.trim() }) : undefined}
      />
    </div>
  );
}
