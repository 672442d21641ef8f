

// Game categories and the launch rules of part 1 s9, zod-free so the client's lobby can use them without zod.

export const GAME_TYPES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'PVP',
  'FISH',
  'RNG',
  'BINGO',
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PROMO',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Home entrance tabs of these categories list vendors; the others list games of the category. */
export const VENDOR_LIST_TYPES: readonly string[] = ['LIVE', 'PVP', 'FISH', 'RNG', 'BINGO', 'INHOUSE'];
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** Cockfight vendor that launches straight from its tab (and needs a session). */
export const DIRECT_LAUNCH_VENDOR = 'DS88';
export const INHOUSE_VENDOR = 'INHOUSE';
/** The lobby's slots category. */
export const SLOTS_CATEGORY = 'RNG';
/** The in-house studio's slots: the lobby lists them in the in-house category (INHOUSE) beside its other games. */
export const INHOUSE_SLOT_CODES: readonly string[] = ['lucky-slot'];

/** Whether a game (or a round of it) is a slot: any game of the slots category, and the in-house slots. */
export function isSlotGame(g: { vendor: string; gameCode: string; gameType: string }): boolean {
  return g.gameType === SLOTS_CATEGORY || (g.vendor === INHOUSE_VENDOR && INHOUSE_SLOT_CODES.includes(g.gameCode));
}

export type PrizeMode = 'ELOTT' | 'LOTT' | 'SEA';
export type PlayType = 'ent' | 'trad';

/** The fields of a game the launch rules read. */
export interface LaunchableGame {
  gameId: number;
  nodeId: string;
  gameType: string;
  vassalage: string;
  gameCode: string;
  gameGroupId: string | null;
  lottoMode: string | null;
}

/** Prize mode: ELOTT when the ELOTT category of the vendor mapping holds TCG_LOTTO_VN or LOTT, otherwise LOTT. */
export function prizeMode(vendorsByType: Readonly<Record<string, readonly string[]>>): 'ELOTT' | 'LOTT' {
  const elott = vendorsByType.ELOTT ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'ELOTT' : 'LOTT';
}

/** Lottery play type: ent when lottoMode contains Entertainment, otherwise trad. */
export const lotteryPlayType = (lottoMode: string | null): PlayType =>
  lottoMode?.includes('Entertainment') ? 'ent' : 'trad';

/** Vendor type JL shows an extra badge on its tiles. */
export const hasVendorBadge = (vassalage: string): boolean => vassalage === 'JL' || vassalage.startsWith('JL_');

export interface LaunchTarget {
  /** 'lottery' opens the lottery launch page, 'vendor' the game launch page that asks the vendor for a URL. */
  kind: 'lottery' | 'vendor';
  path: '/m/lottery' | '/m/launchGame';
  query: Record<string, string>;
}

/**
 * Where a game click goes (part 1 s9): TCG_SEA with prize mode SEA and code lobby; TCG_LOTTO_VN with the configured
 * prize mode and code lobby; LOTT and ELOTT to the lottery page; everything else through its vendor.
 */
export function launchTarget(
  game: LaunchableGame,
  opts: { merchantCode: string; prizeMode: 'ELOTT' | 'LOTT'; pageBack?: string },
): LaunchTarget {
  const base: Record<string, string> = { gameId: String(game.gameId), nodeId: game.nodeId, vendor: game.vassalage };
  if (game.gameGroupId) base.gameGroupId = game.gameGroupId;
  const back: Record<string, string> = opts.pageBack ? { pageBack: opts.pageBack } : {};
  if (game.vassalage === 'TCG_SEA') {
    return { kind: 'vendor', path: '/m/launchGame', query: { ...base, category: game.gameType, prize_mode: 'SEA', code: 'lobby', ...back } };
  }
  if (game.vassalage === 'TCG_LOTTO_VN') {
    return {
      kind: 'vendor',
      path: '/m/launchGame',
      query: { ...base, category: game.gameType, prize_mode: opts.prizeMode, code: 'lobby', ...back },
    };
  }
  if (LOTTERY_TYPES.includes(game.gameType)) {
    return {
      kind: 'lottery',
      path: '/m/lottery',
      query: {
        mui: opts.merchantCode,
        playType: lotteryPlayType(game.lottoMode),
        gameId: String(game.gameId),
        prize_mode: opts.prizeMode,
        ...back,
      },
    };
  }
  return { kind: 'vendor', path: '/m/launchGame', query: { ...base, category: game.gameType, code: game.gameCode, ...back } };
}

/**
 * The lotto h5 page (part 1 s2 "Lottery game page"), as the launch call answers it for an in-house lottery. It never
 * carries a session token: the launch answer adds the game ticket in the URL fragment, which no server ever sees.
 */
export function lottoH5Url(p: {
  mui: string;
  playType: string;
  gameId: string;
  merchantCode: string;
  prizeMode: string;
  language?: string;
  cssName?: string;
}): string {
  const q = new URLSearchParams({ merchantCode: p.merchantCode, prize_mode: p.prizeMode });
  if (p.language) q.set('language', p.language);
  if (p.cssName) q.set('css', p.cssName);
  const seg = (s: string) => encodeURIComponent(s);
  return `/m/lotto-h5/${seg(p.mui)}/${seg(p.playType)}/games/${seg(p.gameId)}?${q.toString()}`;
}

/** The winners ticker: the biggest payouts of this many days, at most this many entries (issue 14 "Home"). */
export const RANK_LIST_DAYS = 7;
export const RANK_LIST_SIZE = 20;

/**
 * A player's account as the public winners list shows it: the first two and last two characters around three stars
 * ("demo01" -> "de***01"); a short account keeps only its first character ("abc" -> "a***").
 */
export function maskPlayer(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
