import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { whereEq } from '../../db/query.js';
import { withdrawOrders } from '../../db/schema.js';

/**
 * A member's withdrawals for the operator's member profile: the paid ones (how many, their sum) and the sum still
 * pending (held on the ledger), minor units.
 */
export async function memberWithdrawalTotals(
  db: Executor,
  merchantId: number,
  memberId: number,
): Promise<{ count: number; amount: bigint; pending: bigint }> {
  const paid = sql`${withdrawOrders.status} = 'success'`;
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${withdrawOrders.amount}) filter (where ${paid}), 0)::text`,
      pending: sql<string>`coalesce(sum(${withdrawOrders.amount}) filter (where ${eq(withdrawOrders.status, 'pending')}), 0)::text`,
    })
    .from(withdrawOrders)
    .where(whereEq(withdrawOrders, { merchantId, memberId }));
  return { count: row?.n ?? 0, amount: BigInt(row?.amount ?? '0'), pending: BigInt(row?.pending ?? '0') };
}
