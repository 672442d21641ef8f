import { and, count, eq, getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

// Query shapes the repositories share: a key's rows, the first row or null, a count, a page, find-or-create.

/** The first row a query answers (a lookup, an insert ... returning), or null when there is none. */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

/**
 * `column = value` for every property of `values` (by the table's column names), and the further conditions, joined
 * by AND: the rows of a key (merchant and id, merchant and member, merchant and code ...). Pass a fresh object:
 * every property filters.
 */
export function whereEq<T extends Table>(table: T, values: Partial<T['$inferSelect']>, ...more: (SQL | undefined)[]): SQL {
  const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
  return and(...Object.entries(values).map(([name, value]) => eq(columns[name]!, value)), ...more)!;
}

/** How many rows of a table match. */
export async function countWhere(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Which rows of a list a page holds. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of an ordered query (build it with `.$dynamic()`). */
export const paged = <Q extends PgSelect>(query: Q, page: PageWindow) => query.limit(page.limit).offset(page.offset);

/**
 * The row of a key, created when missing: `find` (which may lock the row), else `create` (an insert that does
 * nothing on conflict: a concurrent creator may win it) and `find` again; either way the row exists afterwards.
 */
export async function findOrCreate<R>(find: () => PromiseLike<R[]>, create: () => PromiseLike<unknown>): Promise<R> {
  const [existing] = await find();
  if (existing) return existing;
  await create();
  const [created] = await find();
  return created!;
}
