import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  minorToMoney,
  moneyToMinor,
  type FavouriteList,
  type Game,
  type GameList,
  type HotGames,
  type LanguageCode,
  type RecentList,
  type VassGameType,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, VendorIntegration } from '../../db/schema.js';
import type { WalletGame } from './hub88/repo.js';
import { AppError } from '../../platform/envelope.js';
import { TtlCache } from './cache.js';
import { launchableVendor } from './launch.js';
import { favouriteRepo, gameRepo, recentRepo, type CatalogueGame, type GameFilter, type Page } from './repo.js';

/**
 * Catalogue reads, cached per instance (see cache.ts); set up by the routes with the merchant cache's TTL. Entries hold
 * catalogue rows only (shared by every visitor: nothing per member); the answer is built per request from them, in the
 * request's language and with a CDN picked for it.
 */
export interface CatalogueCache {
  pages: TtlCache<Page<CatalogueGame>>;
  hot: TtlCache<CatalogueGame[]>;
  /** Lotteries by merchant and list (all / hot): the /lgw lists and the lottery menu. */
  lotteries: TtlCache<CatalogueGame[]>;
  /** The wallet API's reads on every bet and win: a merchant's aggregator connections, a game code's entries. */
  integrations: TtlCache<VendorIntegration[]>;
  walletGames: TtlCache<WalletGame[]>;
}
export const catalogueCache = (ttlMs: number): CatalogueCache => ({
  pages: new TtlCache(ttlMs),
  hot: new TtlCache(ttlMs),
  lotteries: new TtlCache(ttlMs),
  integrations: new TtlCache(ttlMs),
  walletGames: new TtlCache(ttlMs),
});
export const NO_CACHE = catalogueCache(0);

/** Keyed by the app's tenant resolver: one per app instance, like the merchant cache whose TTL this one follows. */
const appCaches = new WeakMap<object, CatalogueCache>();

/**
 * The app's catalogue cache, shared by the player routes that read through it and the operator routes that clear it
 * after a change (other instances see the change within the TTL).
 */
export function catalogueCacheOf(app: FastifyInstance): CatalogueCache {
  let cache = appCaches.get(app.tenants);
  if (!cache) {
    cache = catalogueCache(app.config.merchantCacheMs);
    appCaches.set(app.tenants, cache);
  }
  return cache;
}

/** Forgets every cached catalogue read of this instance. */
export function clearCatalogue(cache: CatalogueCache): void {
  cache.pages.clear();
  cache.hot.clear();
  cache.lotteries.clear();
  cache.integrations.clear();
  cache.walletGames.clear();
}

/** Used when a merchant lists no image CDN. */
export const DEFAULT_IMAGE_CDN = '/static/images';
const HOT_LIMIT = 60;

/** One CDN at random from the merchant's list, so icon traffic spreads; the default when the list is empty. */
export function pickCdn(merchant: Pick<Merchant, 'imageCdns'>): string {
  const list = merchant.imageCdns.filter((c) => c.trim() !== '');
  return (list.length > 0 ? list[randomInt(list.length)]! : DEFAULT_IMAGE_CDN).replace(/\/+$/, '');
}

/** Icon path: CDN, merchant code in upper case, vendor, file (spec part 2 s9). */
export const iconPath = (cdn: string, merchantCode: string, vendor: string, file: string): string =>
  `${cdn}/${merchantCode.toUpperCase()}/games/${encodeURIComponent(vendor)}/${encodeURIComponent(file)}`;

export function toGame(row: CatalogueGame, merchant: Merchant, language: LanguageCode, cdn = pickCdn(merchant)): Game {
  const icon = iconPath(cdn, merchant.code, row.vendor, row.icon);
  return {
    gameId: row.id,
    nodeId: String(row.id),
    gameName: row.name,
    displayName: row.names[language] ?? row.name,
    gameType: row.gameType,
    vassalage: row.vendor,
    vendorCode: row.vendor,
    gameCode: row.gameCode,
    gameGroupId: row.gameGroupId,
    gameCategory: row.gameCategory,
    lottoMode: row.lottoMode,
    iconUrl: icon,
    showIcon: icon,
    mobileLargeIcon: row.largeIcon ? iconPath(cdn, merchant.code, row.vendor, row.largeIcon) : null,
    supportPlay: row.supportPlay,
    gameClassify: row.gameClassify,
    isNew: row.isNew,
    hot: row.hot,
    minBet: minorToMoney(row.minBet),
    minLine: row.minLine,
  };
}

/** Search words: letters and digits of any script, lower case; at most 5 so a query stays cheap. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 5);
}

const pages = (total: number, size: number) => Math.ceil(total / size);

export interface GameListInput {
  gameName?: string;
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: string;
  minLine?: number;
  pageNo: number;
  pageSize: number;
}

export async function listGames(
  db: Db,
  merchant: Merchant,
  language: LanguageCode,
  q: GameListInput,
  cache: CatalogueCache = NO_CACHE,
): Promise<GameList> {
  const words = searchWords(q.gameName);
  // A search of only punctuation matches nothing rather than everything.
  if (q.gameName && words.length === 0) return { games: [], totalPages: 0, totalCount: 0 };
  const filter: GameFilter = {
    gameType: q.gameType,
    vendor: q.vassalage,
    gameClassify: q.gameClassify,
    isNew: q.isNew,
    maxMinBet: q.minBet ? moneyToMinor(q.minBet) : undefined,
    maxMinLine: q.minLine,
    words,
  };
  const key = JSON.stringify([merchant.id, filter, q.pageNo, q.pageSize], (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
  const page = await cache.pages.get(key, () =>
    gameRepo.list(db, merchant.id, filter, (q.pageNo - 1) * q.pageSize, q.pageSize),
  );
  const cdn = pickCdn(merchant);
  return {
    games: page.rows.map((r) => toGame(r, merchant, language, cdn)),
    totalPages: pages(page.total, q.pageSize),
    totalCount: page.total,
  };
}

export async function hotGames(
  db: Db,
  merchant: Merchant,
  language: LanguageCode,
  gameType?: string,
  cache: CatalogueCache = NO_CACHE,
): Promise<HotGames> {
  const rows = await cache.hot.get(`${merchant.id}:${gameType ?? ''}`, () => gameRepo.hot(db, merchant.id, gameType, HOT_LIMIT));
  const cdn = pickCdn(merchant);
  return { list: rows.map((r) => toGame(r, merchant, language, cdn)) };
}

/** Categories in the merchant's order, each with its vendors in vendor order; PROMO and such have none. */
export async function vassGameTypes(db: Db, merchant: Merchant): Promise<VassGameType[]> {
  const { types, pairs } = await gameRepo.typeVendors(db, merchant.id);
  return types.map((t) => ({
    gameType: t.code,
    sort: t.sort,
    vendors: pairs
      .filter((p) => p.gameType === t.code)
      .map((p) => ({ vassalage: p.vendor, vendorName: p.vendorName, sort: p.vendorSort })),
  }));
}

async function requireGame(db: Db, merchantId: number, gameId: number): Promise<CatalogueGame> {
  const game = await gameRepo.byId(db, merchantId, gameId);
  if (!game) throw new AppError(ErrorCode.NOT_FOUND, { detail: `game ${gameId}` });
  return game;
}

export async function addFavourite(db: Db, merchant: Merchant, memberId: number, gameId: number): Promise<null> {
  await requireGame(db, merchant.id, gameId);
  await favouriteRepo.add(db, merchant.id, memberId, gameId);
  return null;
}

export async function removeFavourite(db: Db, merchant: Merchant, memberId: number, gameId: number): Promise<null> {
  await favouriteRepo.remove(db, merchant.id, memberId, gameId);
  return null;
}

export async function favouriteIds(db: Db, merchant: Merchant, memberId: number): Promise<string[]> {
  return (await favouriteRepo.ids(db, merchant.id, memberId)).map(String);
}

/** One page of the member's own games (favourites, recents) from its repository's list, as the lobby shows games. */
async function memberGames(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  list: typeof favouriteRepo.list,
  q: { gameType?: string; pageNo: number; pageSize: number },
) {
  const page = await list(db, merchant.id, memberId, q.gameType, (q.pageNo - 1) * q.pageSize, q.pageSize);
  const cdn = pickCdn(merchant);
  const games = page.rows.map((r) => toGame(r, merchant, language, cdn));
  return { games, totalPages: pages(page.total, q.pageSize), totalCount: page.total };
}

export async function favouriteList(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  q: { gameType?: string; pageNo: number; pageSize: number },
): Promise<FavouriteList> {
  const { games, totalPages, totalCount } = await memberGames(db, merchant, memberId, language, favouriteRepo.list, q);
  return { content: games, pageNum: q.pageNo, totalPages, totalCount };
}

export async function addRecent(db: Db, merchant: Merchant, memberId: number, gameId: number): Promise<null> {
  // A game of a switched-off vendor (or aggregator connection) cannot be launched, so it is no recent game either.
  await launchableVendor(db, merchant.id, (await requireGame(db, merchant.id, gameId)).vendor);
  await recentRepo.touch(db, merchant.id, memberId, gameId);
  return null;
}

export async function recentList(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  q: { gameType?: string; page: number; pageSize: number },
): Promise<RecentList> {
  const { games, totalPages, totalCount } = await memberGames(db, merchant, memberId, language, recentRepo.list, { ...q, pageNo: q.page });
  return { list: games, totalPages, totalCount };
}

