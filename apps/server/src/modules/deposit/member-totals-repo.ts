import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { whereEq } from '../../db/query.js';
import { depositOrders } from '../../db/schema.js';

/** A member's credited deposits: how many and their sum (minor units), for the operator's member profile. */
export async function memberDepositTotals(db: Executor, merchantId: number, memberId: number): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(whereEq(depositOrders, { merchantId, memberId, status: 'success' }));
  return { count: row?.n ?? 0, amount: BigInt(row?.amount ?? '0') };
}
