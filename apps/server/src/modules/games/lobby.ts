import { LOTTERY_TYPES, lotteryPlayType, type LanguageCode, type LotteryGame } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { gameRepo, recentRepo } from './repo.js';
import { NO_CACHE, pickCdn, toGame, type CatalogueCache } from './service.js';

function toLottery(g: ReturnType<typeof toGame>): LotteryGame {
  return {
    gameId: g.gameId,
    gameCode: g.gameCode,
    gameName: g.displayName,
    gameType: g.gameType as LotteryGame['gameType'],
    lottoMode: g.lottoMode,
    iconUrl: g.iconUrl,
  };
}

/**
 * Lottery list (/lgw/games/mobile) and popular lotteries (/lgw/games/popular): one query, cached like the catalogue
 * (the same rows serve every language; display names are picked per request).
 */
export async function lotteryList(
  db: Db,
  merchant: Merchant,
  language: LanguageCode,
  popular: boolean,
  cache: CatalogueCache = NO_CACHE,
): Promise<LotteryGame[]> {
  const rows = await cache.lotteries.get(`${merchant.id}:${popular ? 'hot' : 'all'}`, () => gameRepo.lotteries(db, merchant.id, popular));
  const cdn = pickCdn(merchant);
  return rows.map((r) => toLottery(toGame(r, merchant, language, cdn)));
}

/** Lottery menu: game ids per play type (ent when lottoMode contains Entertainment, else trad); from the cached list. */
export async function lotteryMenu(db: Db, merchant: Merchant, language: LanguageCode, cache: CatalogueCache = NO_CACHE) {
  const list = await lotteryList(db, merchant, language, false, cache);
  return (['ent', 'trad'] as const).map((playType) => ({
    playType,
    gameIds: list.filter((g) => lotteryPlayType(g.lottoMode) === playType).map((g) => g.gameId),
  }));
}

/** The member's recently played lotteries (/lgw/vn/games/game_menu/recent), newest first. */
export async function lotteryRecent(db: Db, merchant: Merchant, memberId: number, language: LanguageCode): Promise<LotteryGame[]> {
  const page = await recentRepo.list(db, merchant.id, memberId, { gameTypes: LOTTERY_TYPES }, 0, 25);
  const cdn = pickCdn(merchant);
  return page.rows.map((r) => toLottery(toGame(r, merchant, language, cdn)));
}
