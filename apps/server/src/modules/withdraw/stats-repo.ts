import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sumText, utcDay, type DayRange } from '../../db/days.js';
import { withdrawOrders } from '../../db/schema.js';

/** The withdrawal figures of the operator's dashboard. */
export const withdrawStats = {
  /** Paid withdrawals per UTC day of their payment: how many and their amount (minor units as text). */
  async paidByDay(db: Executor, merchantId: number, r: DayRange): Promise<{ day: string; count: number; amount: string }[]> {
    const day = utcDay(withdrawOrders.completedAt);
    return db
      .select({ day, count: count(), amount: sumText(withdrawOrders.amount) })
      .from(withdrawOrders)
      .where(
        and(
          eq(withdrawOrders.merchantId, merchantId),
          eq(withdrawOrders.status, 'success'),
          gte(withdrawOrders.completedAt, r.from),
          lt(withdrawOrders.completedAt, r.to),
        ),
      )
      .groupBy(day);
  },

  /** Requests waiting for an operator now (their funds held). */
  async pendingCount(db: Executor, merchantId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.merchantId, merchantId), eq(withdrawOrders.status, 'pending')));
    return row?.n ?? 0;
  },
};
