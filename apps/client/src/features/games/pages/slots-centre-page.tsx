import '../games.css';
import type { Game } from '@wps/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGameListInfiniteQuery, useHotGamesQuery, useVassGameTypesQuery } from '../api/catalogue';
import type { GameListFilter } from '../api/games-keys';
import { GameGrid } from '../components/game-grid';
import { SearchBox } from '../components/search-box';
import { SlotsStrip } from '../components/slots-strip';
import { VendorBar } from '../components/vendor-bar';
import { useGamesTranslation } from '../i18n';

/** Slots are the RNG category's games classified SLOT (the category also holds table and arcade games). */
export const SLOTS: Readonly<GameListFilter> = { gameType: 'RNG', gameClassify: 'SLOT' };
const isSlot = (g: Game) => g.gameType === SLOTS.gameType && g.gameClassify === SLOTS.gameClassify;

/**
 * /m/slotsCenter: the slots hall. Vendor tabs (the RNG category's vendors, the choice kept in the URL), a search, the
 * hot and new slots as strips, then every slot of the chosen vendor in the infinite grid. A search replaces the strips
 * with its hits. Tiles launch and star as everywhere else (the game grid's own hooks).
 */
export default function SlotsCentrePage() {
  const { t } = useGamesTranslation();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const [search, setSearch] = useState('');
  const term = search.trim();
  const types = useVassGameTypesQuery();
  const vendors = useMemo(
    () => [...(types.data?.find((ty) => ty.gameType === SLOTS.gameType)?.vendors ?? [])].sort((a, b) => a.sort - b.sort),
    [types.data],
  );
  const choose = (v: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (v) next.set('vassalage', v);
        else next.delete('vassalage');
        return next;
      },
      { replace: true },
    );

  const byVendor = vassalage ? { vassalage } : {};
  const hot = useHotGamesQuery(SLOTS.gameType, !term);
  const fresh = useGameListInfiniteQuery({ ...SLOTS, ...byVendor, isNew: '1' }, !term);
  const all = useGameListInfiniteQuery({ ...SLOTS, ...byVendor, ...(term ? { gameName: term } : {}) });
  const hotSlots = (hot.data ?? []).filter((g) => isSlot(g) && (!vassalage || g.vassalage === vassalage));

  return (
    <div className="sl-page" data-testid="slots-centre-page">
      <div className="sl-head">
        <h1>{t('slots_title')}</h1>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      {types.isPending ? (
        <div className="sl-vendors-sk" aria-hidden="true">
          <span className="sk" />
          <span className="sk" />
          <span className="sk" />
        </div>
      ) : (
        <VendorBar vendors={vendors} value={vassalage} onChange={choose} />
      )}
      {term ? null : (
        <>
          <SlotsStrip title={t('slots_hot')} query={hot} games={hotSlots} testId="slots-hot" />
          <SlotsStrip title={t('slots_new')} query={fresh} games={fresh.data?.pages[0]?.games ?? []} testId="slots-new" />
        </>
      )}
      <h2 className="sl-title sl-grid-title">{term ? t('games_search_results') : t('slots_all')}</h2>
      <GameGrid
        source={{ ...all, games: all.data?.pages.flatMap((p) => p.games) ?? [] }}
        label={term ? t('games_search_results') : t('slots_all')}
        emptyText={term ? t('games_no_match', { q: term }) : t('slots_empty')}
      />
    </div>
  );
}
