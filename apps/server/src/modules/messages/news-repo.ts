import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { lobbyNews, type LobbyNewsRow } from '../../db/schema.js';

/** What an operator (or the seed) sets on a news item. */
export type NewsPatch = Partial<Pick<LobbyNewsRow, 'language' | 'title' | 'content' | 'linkUrl' | 'sort' | 'enabled' | 'startsAt' | 'endsAt'>>;
export type NewNews = NewsPatch & Pick<LobbyNewsRow, 'language' | 'title' | 'content'> & { key?: string };

/** Switched on and inside its showing window. */
const showing = (now: Date) =>
  and(eq(lobbyNews.enabled, true), or(isNull(lobbyNews.startsAt), lte(lobbyNews.startsAt, now)), or(isNull(lobbyNews.endsAt), gt(lobbyNews.endsAt, now)));
const order = [asc(lobbyNews.sort), asc(lobbyNews.id)];

/** After the language's last: a new item goes to the end of its list. */
const nextSort = (merchantId: number, language: string) =>
  sql<number>`(select coalesce(max(${lobbyNews.sort}), 0) + 1 from ${lobbyNews} where ${lobbyNews.merchantId} = ${merchantId} and ${lobbyNews.language} = ${language})`;

export const newsRepo = {
  /** The items showing now in any of `languages`, in the operator's order (the caller picks one language). */
  async showing(db: Executor, merchantId: number, languages: readonly string[], now: Date): Promise<LobbyNewsRow[]> {
    return db
      .select()
      .from(lobbyNews)
      .where(and(eq(lobbyNews.merchantId, merchantId), inArray(lobbyNews.language, [...languages]), showing(now)))
      .orderBy(...order);
  },

  async page(db: Executor, merchantId: number, language: string | undefined, offset: number, limit: number): Promise<{ rows: LobbyNewsRow[]; total: number }> {
    const where: SQL = whereEq(lobbyNews, { merchantId }, language ? eq(lobbyNews.language, language) : undefined);
    const rows = await db.select().from(lobbyNews).where(where).orderBy(asc(lobbyNews.language), ...order).offset(offset).limit(limit);
    const [total] = await db.select({ n: count() }).from(lobbyNews).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: Executor, merchantId: number, id: number): Promise<LobbyNewsRow | null> {
    return firstOrNull(db.select().from(lobbyNews).where(whereEq(lobbyNews, { merchantId, id })));
  },

  /** Inserts an item; with a key, only once (null when it exists: the seed runs on every start). */
  async insert(db: Executor, merchantId: number, row: NewNews): Promise<LobbyNewsRow | null> {
    return firstOrNull(
      db
        .insert(lobbyNews)
        .values({ ...row, merchantId, sort: row.sort ?? nextSort(merchantId, row.language) })
        .onConflictDoNothing()
        .returning(),
    );
  },

  async update(db: Executor, merchantId: number, id: number, patch: NewsPatch): Promise<LobbyNewsRow | null> {
    return firstOrNull(db.update(lobbyNews).set({ ...patch, updatedAt: new Date() }).where(whereEq(lobbyNews, { merchantId, id })).returning());
  },

  async remove(db: Executor, merchantId: number, id: number): Promise<boolean> {
    const rows = await db.delete(lobbyNews).where(whereEq(lobbyNews, { merchantId, id })).returning({ id: lobbyNews.id });
    return rows.length > 0;
  },
};
