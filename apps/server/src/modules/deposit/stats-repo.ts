import { and, count, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sumText, utcDay, type DayRange } from '../../db/days.js';
import { depositOrders } from '../../db/schema.js';

/** Credited orders (amount without bonus) of a merchant in a range of credit times. */
const credited = (merchantId: number, r: DayRange) =>
  and(
    eq(depositOrders.merchantId, merchantId),
    eq(depositOrders.status, 'success'),
    gte(depositOrders.completedAt, r.from),
    lt(depositOrders.completedAt, r.to),
  );

/** The deposit figures of the operator's dashboard. */
export const depositStats = {
  /** Credited deposits per UTC day of their credit: how many and their amount (minor units as text). */
  async creditedByDay(db: Executor, merchantId: number, r: DayRange): Promise<{ day: string; count: number; amount: string }[]> {
    const day = utcDay(depositOrders.completedAt);
    return db
      .select({ day, count: count(), amount: sumText(depositOrders.amount) })
      .from(depositOrders)
      .where(credited(merchantId, r))
      .groupBy(day);
  },

  /** `(day, member_id)` of the members with a credited deposit in range (a part of the dashboard's active players). */
  creditedMembers(merchantId: number, r: DayRange): SQL {
    return sql`select ${utcDay(depositOrders.completedAt)} as day, ${depositOrders.memberId} as member_id from ${depositOrders} where ${credited(merchantId, r)}`;
  },

  /** Orders waiting for their payment or an operator now (not past their deadline). */
  async pendingCount(db: Executor, merchantId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)));
    return row?.n ?? 0;
  },
};
