import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateCounters } from '../db/schema.js';

// Fixed-window counters kept in the database, so limits hold across instances and restarts without Redis.
// This is the database implementation of FastStore.counters (fast-store.ts); services go through app.fast.

/** Adds one and answers the count in the current window (a stale window starts again at 1). One atomic statement. */
export async function hitCounter(db: Executor, merchantId: number, key: string, windowMs: number): Promise<number> {
  const now = new Date();
  const stale = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ merchantId, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.merchantId, rateCounters.key],
      set: {
        count: sql`case when ${rateCounters.windowStart} <= ${stale.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${rateCounters.windowStart} <= ${stale.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count });
  // Housekeeping now and then: windows older than a day count for nothing (every limit here is an hour or less).
  if (Math.random() < 0.01) {
    await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  return row!.count;
}

/** The count in the current window, and when that window ends. */
export async function peekCounter(
  db: Executor,
  merchantId: number,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date | null }> {
  const [row] = await db
    .select()
    .from(rateCounters)
    .where(and(eq(rateCounters.merchantId, merchantId), eq(rateCounters.key, key)))
    .limit(1);
  if (!row) return { count: 0, resetAt: null };
  const resetAt = new Date(row.windowStart.getTime() + windowMs);
  return resetAt.getTime() <= Date.now() ? { count: 0, resetAt: null } : { count: row.count, resetAt };
}

/** Takes one hit back, never below zero; one atomic statement. */
export async function releaseCounter(db: Executor, merchantId: number, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(eq(rateCounters.merchantId, merchantId), eq(rateCounters.key, key), gt(rateCounters.count, 0)));
}

export async function resetCounter(db: Executor, merchantId: number, key: string): Promise<void> {
  await db.delete(rateCounters).where(and(eq(rateCounters.merchantId, merchantId), eq(rateCounters.key, key)));
}
