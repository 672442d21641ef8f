import { useQueryClient } from '@tanstack/react-query';
import type { VassGameType } from '@wps/contract';
import { DIRECT_LAUNCH_VENDOR, VENDOR_LIST_TYPES, launchTarget, prizeMode } from '@wps/contract/game-rules';
import { Link, useNavigate } from 'react-router';
import { openLoginPopup } from '../../../shared/session/login-popup';
import { getSession } from '../../../shared/session/session-store';
import { gameListInfiniteOptions, useGameListInfiniteQuery, useHotGamesQuery } from '../api/catalogue';
import { useGamesTranslation } from '../i18n';
import { GameGrid, type GridSource } from './game-grid';

export const HOT_TAB = 'HOT';

/** Sticky, scrollable game menu: Hot plus the categories in server order. */
export function EntranceTabs({
  types,
  value,
  onSelect,
}: {
  types: VassGameType[];
  value: string;
  onSelect: (gameType: string) => void;
}) {
  const { t } = useGamesTranslation();
  const tabs = [HOT_TAB, ...types.map((ty) => ty.gameType)];
  return (
    <div className="g-menu" role="tablist" aria-label={t('games_menu')} data-testid="home-game-tabs">
      {tabs.map((code) => (
        <button
          key={code}
          type="button"
          role="tab"
          aria-selected={value === code}
          className={`g-menu-tab${value === code ? ' is-active' : ''}`}
          onClick={() => onSelect(code)}
        >
          {t(`games_type_${code}`)}
        </button>
      ))}
    </div>
  );
}

/** What a tab shows: hot games; a vendor list (LIVE, PVP, FISH, RNG, BINGO, INHOUSE); else the category's games. */
export function EntrancePanel({ tab, types }: { tab: string; types: VassGameType[] }) {
  const { t } = useGamesTranslation();
  const hot = useHotGamesQuery(undefined, tab === HOT_TAB);
  const vendorList = VENDOR_LIST_TYPES.includes(tab);
  const category = useGameListInfiniteQuery({ gameType: tab }, tab !== HOT_TAB && !vendorList);
  const label = t(`games_type_${tab}`);

  if (tab === HOT_TAB) return <GameGrid source={{ ...hot, games: hot.data ?? [] }} pageBack="home" label={label} />;
  if (vendorList) {
    const vendors = types.find((ty) => ty.gameType === tab)?.vendors ?? [];
    return (
      <ul className="g-vendor-list" aria-label={label} data-testid="home-vendor-list">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link className="g-vendor-card" to={`/m/gameList?gameType=${encodeURIComponent(tab)}&vassalage=${encodeURIComponent(v.vassalage)}`}>
              <span className="g-vendor-name">{v.vendorName}</span>
              <span className="g-vendor-type">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const source: GridSource = {
    ...category,
    games: category.data?.pages.flatMap((p) => p.games) ?? [],
  };
  return (
    <>
      <GameGrid source={source} pageBack="home" label={label} />
      <Link className="btn btn-outline btn-wide g-all" to={`/m/gameList?gameType=${encodeURIComponent(tab)}`}>
        {t('games_see_all')}
      </Link>
    </>
  );
}

/**
 * Tabs that do not show a panel: PROMO goes to the promotions; ELOTT launches the lottery lobby and a category served
 * only by the cockfight vendor DS88 launches its game directly. Both need a session: a visitor gets the login popup
 * saying so, as a game tile does, and the launch follows the login. Returns true when it navigated or asked to log in.
 */
export function useTabShortcut(types: VassGameType[]) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const shortcut = async (tab: string): Promise<boolean> => {
    if (tab === 'PROMO') {
      navigate('/m/activity');
      return true;
    }
    const vendors = types.find((ty) => ty.gameType === tab)?.vendors ?? [];
    const direct = vendors.length === 1 && vendors[0]!.vassalage === DIRECT_LAUNCH_VENDOR;
    if (tab === 'ELOTT' || direct) {
      // Read at the tap, not at render: after the popup's login this runs again with the new member.
      const session = getSession();
      if (!session) {
        openLoginPopup(() => void shortcut(tab), 'play');
        return true;
      }
      const filter = direct ? { gameType: tab, vassalage: DIRECT_LAUNCH_VENDOR } : { gameType: 'ELOTT' };
      const first = await client.fetchInfiniteQuery(gameListInfiniteOptions(filter)).catch(() => null);
      const lotteryLobby = first?.pages[0]?.games[0];
      if (!lotteryLobby) return false;
      const vendorsByType = Object.fromEntries(types.map((ty) => [ty.gameType, ty.vendors.map((v) => v.vassalage)]));
      const target = launchTarget(lotteryLobby, {
        merchantCode: session.merchantCode,
        prizeMode: prizeMode(vendorsByType),
        pageBack: 'home',
      });
      navigate(`${target.path}?${new URLSearchParams(target.query).toString()}`);
      return true;
    }
    return false;
  };
  return shortcut;
}
