import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { LOTTERY_TYPES } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import {
  favouriteGames,
  gameLaunches,
  gameTypes,
  gameVendors,
  games,
  memberAccounts,
  recentGames,
  sessions,
  type GameRow,
} from '../../db/schema.js';

export interface GameFilter {
  gameType?: string;
  /** Any of these categories (the lottery calls ask for LOTT and ELOTT together). */
  gameTypes?: readonly string[];
  vendor?: string;
  gameClassify?: string;
  isNew?: boolean;
  /** Games playable with at most this bet (minor units) / this many lines. */
  maxMinBet?: bigint;
  maxMinLine?: number;
  /** Word prefixes, already split and cleaned. */
  words?: string[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Word-prefix tsquery from cleaned words: 'drag:* & for:*'. Words only hold letters and digits. */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/** The game's vendor is not switched off by the merchant's operator (a tiny set: a hashed NOT IN). */
const vendorOn = (merchantId: number): SQL =>
  sql`${games.vendor} not in (select ${gameVendors.code} from ${gameVendors} where ${gameVendors.merchantId} = ${merchantId} and not ${gameVendors.enabled})`;

/** What the player sees: enabled games of vendors that are not disabled, and the filter's conditions. */
function whereOf(merchantId: number, f: GameFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(games.merchantId, merchantId), eq(games.enabled, true), vendorOn(merchantId)];
  if (f.gameType) parts.push(eq(games.gameType, f.gameType));
  if (f.gameTypes) parts.push(inArray(games.gameType, [...f.gameTypes]));
  if (f.vendor) parts.push(eq(games.vendor, f.vendor));
  if (f.gameClassify) parts.push(eq(games.gameClassify, f.gameClassify));
  if (f.isNew !== undefined) parts.push(eq(games.isNew, f.isNew));
  if (f.maxMinBet !== undefined) parts.push(lte(games.minBet, f.maxMinBet));
  if (f.maxMinLine !== undefined) parts.push(lte(games.minLine, f.maxMinLine));
  if (f.words?.length) parts.push(sql`${games.search} @@ to_tsquery('simple', ${prefixQuery(f.words)})`);
  return and(...parts)!;
}

/** Catalogue columns without the search vector (never sent anywhere). */
const gameColumns = {
  id: games.id,
  merchantId: games.merchantId,
  vendor: games.vendor,
  gameType: games.gameType,
  gameCode: games.gameCode,
  name: games.name,
  names: games.names,
  gameGroupId: games.gameGroupId,
  gameCategory: games.gameCategory,
  lottoMode: games.lottoMode,
  gameClassify: games.gameClassify,
  icon: games.icon,
  largeIcon: games.largeIcon,
  supportPlay: games.supportPlay,
  isNew: games.isNew,
  hot: games.hot,
  hotSort: games.hotSort,
  minBet: games.minBet,
  minLine: games.minLine,
  sort: games.sort,
  enabled: games.enabled,
  createdAt: games.createdAt,
};
export type CatalogueGame = Omit<GameRow, 'search'>;
/** The catalogue columns and the count of every row the query matches (a page's total, read with the page). */
const gameColumnsAndTotal = { ...gameColumns, total: sql<number>`count(*) over()`.mapWith(Number) };
/** One catalogue game matching, or null. */
const oneGame = (db: Executor, where: SQL) => firstOrNull(db.select(gameColumns).from(games).where(where).limit(1));
/** A merchant's game vendor: its code, name, order, launch URL (when connected by one) and switch. */
export type VendorRow = typeof gameVendors.$inferSelect;

export const gameRepo = {
  async list(db: Executor, merchantId: number, f: GameFilter, offset: number, limit: number): Promise<Page<CatalogueGame>> {
    const rows = await db
      .select(gameColumnsAndTotal)
      .from(games)
      .where(whereOf(merchantId, f))
      .orderBy(asc(games.sort), asc(games.id))
      .offset(offset)
      .limit(limit);
    if (rows.length > 0) return { rows, total: rows[0]!.total };
    // An offset past the end returns no rows, hence no window count: ask for it on its own.
    const total = offset > 0 ? await db.$count(games, whereOf(merchantId, f)) : 0;
    return { rows: [], total };
  },

  async hot(db: Executor, merchantId: number, gameType: string | undefined, limit: number): Promise<CatalogueGame[]> {
    return db
      .select(gameColumns)
      .from(games)
      .where(and(whereOf(merchantId, { gameType }), eq(games.hot, true)))
      .orderBy(asc(games.hotSort), asc(games.id))
      .limit(limit);
  },

  async byId(db: Executor, merchantId: number, id: number): Promise<CatalogueGame | null> {
    return oneGame(db, whereEq(games, { merchantId, id, enabled: true }));
  },

  async byCode(db: Executor, merchantId: number, vendor: string, gameCode: string): Promise<CatalogueGame | null> {
    return oneGame(db, whereEq(games, { merchantId, vendor, gameCode }));
  },

  /**
   * The merchant's enabled lotteries (LOTT and ELOTT) in one query: all of them in catalogue order, or the hot ones in
   * hot order (/lgw/games/mobile, /lgw/games/popular, /lgw/vn/games/game_menu).
   */
  async lotteries(db: Executor, merchantId: number, hotOnly: boolean): Promise<CatalogueGame[]> {
    const where = whereOf(merchantId, { gameTypes: LOTTERY_TYPES });
    return db
      .select(gameColumns)
      .from(games)
      .where(hotOnly ? and(where, eq(games.hot, true)) : where)
      .orderBy(hotOnly ? asc(games.hotSort) : asc(games.sort), asc(games.id));
  },

  /** Whether a game with this icon file exists (the icon route serves art only for real catalogue entries). */
  async iconExists(db: Executor, merchantId: number, vendor: string, icon: string): Promise<CatalogueGame | null> {
    return oneGame(db, whereEq(games, { merchantId, vendor, icon }));
  },

  /** (category, vendor) pairs that have enabled games, with the merchant's orders and vendor names. */
  async typeVendors(db: Executor, merchantId: number) {
    const types = await db
      .select({ code: gameTypes.code, sort: gameTypes.sort })
      .from(gameTypes)
      .where(whereEq(gameTypes, { merchantId, enabled: true }))
      .orderBy(asc(gameTypes.sort), asc(gameTypes.id));
    const pairs = await db
      .selectDistinct({ gameType: games.gameType, vendor: games.vendor, vendorName: gameVendors.name, vendorSort: gameVendors.sort })
      .from(games)
      .innerJoin(gameVendors, and(eq(gameVendors.merchantId, games.merchantId), eq(gameVendors.code, games.vendor)))
      .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sort), asc(games.vendor));
    return { types, pairs };
  },

  async vendor(db: Executor, merchantId: number, code: string): Promise<VendorRow | null> {
    return firstOrNull(db.select().from(gameVendors).where(whereEq(gameVendors, { merchantId, code })).limit(1));
  },
};

/** What an operator filters the catalogue by (every game, enabled or not). */
export interface OpsGameFilter {
  vendor?: string;
  gameType?: string;
  enabled?: boolean;
  words?: string[];
}
/** What an operator may change on a game and a vendor. */
export type GamePatch = Partial<Pick<GameRow, 'enabled' | 'sort' | 'hot' | 'isNew' | 'name'>>;
export type VendorPatch = Partial<Pick<VendorRow, 'enabled' | 'sort'>>;

/** The back office's catalogue: every game and vendor of the merchant with their switches. */
export const opsGameRepo = {
  async page(db: Executor, merchantId: number, f: OpsGameFilter, offset: number, limit: number): Promise<Page<CatalogueGame>> {
    const where = and(
      eq(games.merchantId, merchantId),
      f.vendor ? eq(games.vendor, f.vendor) : undefined,
      f.gameType ? eq(games.gameType, f.gameType) : undefined,
      f.enabled === undefined ? undefined : eq(games.enabled, f.enabled),
      f.words?.length ? sql`${games.search} @@ to_tsquery('simple', ${prefixQuery(f.words)})` : undefined,
    );
    const rows = await db.select(gameColumnsAndTotal).from(games).where(where).orderBy(asc(games.sort), asc(games.id)).offset(offset).limit(limit);
    if (rows.length > 0) return { rows, total: rows[0]!.total };
    return { rows: [], total: offset > 0 ? await db.$count(games, where) : 0 };
  },

  /** A game of the merchant, enabled or not, locked for a change. */
  async lock(db: Executor, merchantId: number, id: number): Promise<CatalogueGame | null> {
    return firstOrNull(db.select(gameColumns).from(games).where(whereEq(games, { merchantId, id })).for('update'));
  },

  async update(db: Executor, merchantId: number, id: number, patch: GamePatch): Promise<CatalogueGame | null> {
    return firstOrNull(db.update(games).set(patch).where(whereEq(games, { merchantId, id })).returning(gameColumns));
  },

  /** The merchant's vendors in their order, with how many games each has and how many of them are enabled. */
  async vendors(db: Executor, merchantId: number): Promise<(VendorRow & { games: number; enabledGames: number })[]> {
    const vendors = await db.select().from(gameVendors).where(eq(gameVendors.merchantId, merchantId)).orderBy(asc(gameVendors.sort), asc(gameVendors.id));
    const counts = await db
      .select({
        vendor: games.vendor,
        games: sql<number>`count(*)`.mapWith(Number),
        enabledGames: sql<number>`count(*) filter (where ${games.enabled})`.mapWith(Number),
      })
      .from(games)
      .where(eq(games.merchantId, merchantId))
      .groupBy(games.vendor);
    const byVendor = new Map(counts.map((c) => [c.vendor, c]));
    return vendors.map((v) => ({ ...v, games: byVendor.get(v.code)?.games ?? 0, enabledGames: byVendor.get(v.code)?.enabledGames ?? 0 }));
  },

  async lockVendor(db: Executor, merchantId: number, code: string): Promise<VendorRow | null> {
    return firstOrNull(db.select().from(gameVendors).where(whereEq(gameVendors, { merchantId, code })).for('update'));
  },

  async updateVendor(db: Executor, merchantId: number, code: string, patch: VendorPatch): Promise<VendorRow | null> {
    return firstOrNull(db.update(gameVendors).set(patch).where(whereEq(gameVendors, { merchantId, code })).returning());
  },
};

export const favouriteRepo = {
  async add(db: Executor, merchantId: number, memberId: number, gameId: number): Promise<void> {
    await db.insert(favouriteGames).values({ merchantId, memberId, gameId }).onConflictDoNothing();
  },

  async remove(db: Executor, merchantId: number, memberId: number, gameId: number): Promise<void> {
    await db.delete(favouriteGames).where(whereEq(favouriteGames, { merchantId, memberId, gameId }));
  },

  async ids(db: Executor, merchantId: number, memberId: number): Promise<number[]> {
    const rows = await db
      .select({ gameId: favouriteGames.gameId })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(whereEq(favouriteGames, { merchantId, memberId }, eq(games.enabled, true)))
      .orderBy(desc(favouriteGames.id));
    return rows.map((r) => r.gameId);
  },

  async list(
    db: Executor,
    merchantId: number,
    memberId: number,
    gameType: string | undefined,
    offset: number,
    limit: number,
  ): Promise<Page<CatalogueGame>> {
    const rows = await db
      .select(gameColumnsAndTotal)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(whereEq(favouriteGames, { merchantId, memberId }, whereOf(merchantId, { gameType })))
      .orderBy(desc(favouriteGames.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: rows[0]?.total ?? 0 };
  },
};

export const recentRepo = {
  async touch(db: Executor, merchantId: number, memberId: number, gameId: number): Promise<void> {
    await db
      .insert(recentGames)
      .values({ merchantId, memberId, gameId })
      .onConflictDoUpdate({
        target: [recentGames.merchantId, recentGames.memberId, recentGames.gameId],
        set: { playedAt: sql`now()` },
      });
  },

  async list(
    db: Executor,
    merchantId: number,
    memberId: number,
    filter: string | undefined | Pick<GameFilter, 'gameTypes'>,
    offset: number,
    limit: number,
  ): Promise<Page<CatalogueGame>> {
    const f: GameFilter = typeof filter === 'object' ? filter : { gameType: filter };
    const rows = await db
      .select(gameColumnsAndTotal)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(whereEq(recentGames, { merchantId, memberId }, whereOf(merchantId, f)))
      .orderBy(desc(recentGames.playedAt), desc(recentGames.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: rows[0]?.total ?? 0 };
  },
};

/** A launch ticket as issued: its creation time is the start of its absolute lifetime cap. */
export type NewLaunch = typeof gameLaunches.$inferInsert & { createdAt: Date };

/** Launch tickets (see inhouse/service.ts for their lifetime rules). */
export const launchRepo = {
  async insert(db: Executor, launch: NewLaunch): Promise<void> {
    await db.insert(gameLaunches).values(launch);
  },

  /** Drops the member's dead tickets (idle-expired or past the absolute cap), so the table does not grow forever. */
  async pruneDead(db: Executor, merchantId: number, memberId: number, now: Date, maxLifeMs: number): Promise<void> {
    await db
      .delete(gameLaunches)
      .where(
        whereEq(
          gameLaunches,
          { merchantId, memberId },
          or(lte(gameLaunches.expiresAt, now), lte(gameLaunches.createdAt, new Date(now.getTime() - maxLifeMs))),
        ),
      );
  },

  /**
   * Redeems a ticket in one statement: it must be unexpired, younger than the absolute cap, of a live session (not
   * revoked, not expired) and issued after the member's last password change. A live ticket's expiry slides to
   * min(now + idle, issued + cap, session expiry). Null when the ticket is unknown or dead.
   */
  async redeem(
    db: Executor,
    merchantId: number,
    ticketHash: string,
    now: Date,
    life: { idleMs: number; maxMs: number },
  ): Promise<{ memberId: number; gameId: number; expiresAt: Date } | null> {
    const idleUntil = new Date(now.getTime() + life.idleMs).toISOString();
    const cap = `${life.maxMs} milliseconds`;
    const passwordChanged = db
      .select({ one: sql`1` })
      .from(memberAccounts)
      .where(
        and(
          eq(memberAccounts.merchantId, gameLaunches.merchantId),
          eq(memberAccounts.memberId, gameLaunches.memberId),
          gte(memberAccounts.passwordChangedAt, gameLaunches.createdAt),
        ),
      );
    const [row] = await db
      .update(gameLaunches)
      .set({
        expiresAt: sql`least(${idleUntil}::timestamptz, ${gameLaunches.createdAt} + ${cap}::interval, ${sessions.expiresAt})`,
      })
      .from(sessions)
      .where(
        and(
          eq(gameLaunches.ticketHash, ticketHash),
          eq(gameLaunches.merchantId, merchantId),
          gt(gameLaunches.expiresAt, now),
          gt(gameLaunches.createdAt, new Date(now.getTime() - life.maxMs)),
          eq(sessions.id, gameLaunches.sessionId),
          eq(sessions.merchantId, merchantId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          notExists(passwordChanged),
        ),
      )
      .returning({ memberId: gameLaunches.memberId, gameId: gameLaunches.gameId, expiresAt: gameLaunches.expiresAt });
    return row ?? null;
  },
};
