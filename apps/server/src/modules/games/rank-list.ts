import type { FastifyInstance } from 'fastify';
import { maskPlayer, minorToMoney, RANK_LIST_DAYS, RANK_LIST_SIZE, type LanguageCode, type RankList } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { TtlCache } from './cache.js';
import { rankRepo, type RankRow } from './rank-repo.js';

// The winners ticker of home (GCSGAME_getRankList, issue 14): the merchant's biggest payouts of the last
// RANK_LIST_DAYS days, at most RANK_LIST_SIZE. Every visitor of home asks, so the rows are cached briefly per merchant
// (the catalogue's TTL, 2 s by default); the cache holds rows already masked and every name of the game, and each
// answer picks the caller's language from them: nothing of one language is served to another.

/** A cached win: the account already masked, so no raw account is kept in memory for longer than the query. */
type CachedWin = Omit<RankRow, 'username'> & { player: string };
export type RankCache = TtlCache<CachedWin[]>;

const DAY_MS = 86_400_000;
const appCaches = new WeakMap<object, RankCache>();

/** The app's rank cache (one per app instance, following the merchant cache's TTL like the catalogue's). */
export function rankCacheOf(app: FastifyInstance): RankCache {
  let cache = appCaches.get(app.tenants);
  if (!cache) {
    cache = new TtlCache(app.config.merchantCacheMs);
    appCaches.set(app.tenants, cache);
  }
  return cache;
}

export async function rankList(db: Db, merchant: Merchant, language: LanguageCode, cache: RankCache, now = new Date()): Promise<RankList> {
  const wins = await cache.get(String(merchant.id), async () => {
    const rows = await rankRepo.topWins(db, merchant.id, new Date(now.getTime() - RANK_LIST_DAYS * DAY_MS), RANK_LIST_SIZE);
    return rows.map(({ username, ...r }) => ({ ...r, player: maskPlayer(username) }));
  });
  return {
    days: RANK_LIST_DAYS,
    list: wins.map((w) => ({
      player: w.player,
      // A round of a game no longer in the catalogue still shows, under its vendor's code.
      gameName: w.names?.[language] ?? w.name ?? w.gameCode,
      amount: minorToMoney(w.payout),
      time: (w.settledAt ?? now).toISOString(),
    })),
  };
}
