import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { firstOrNull, whereEq } from './query.js';
import type { depositOrders, withdrawOrders } from './schema.js';

// The query shapes every money order shares (deposits, withdrawals): created once per client request id, found by
// its public number, moved out of a state only by the one request that finds it there.

type OrderTable = typeof depositOrders | typeof withdrawOrders;

/** What a list of orders filters on: the member, the status, the order number, created in [from, to). */
export interface OrderFilter {
  memberId?: number | undefined;
  status?: string | undefined;
  orderNo?: string;
  from?: Date;
  to?: Date;
}

/** The repository functions of one order table; the module's repository adds its own reads (lists, channels ...). */
export function orderQueries<T extends OrderTable>(table: T) {
  type Row = T['$inferSelect'];
  // One table of either shape: the queries below only touch the columns both have.
  const t = table as typeof depositOrders;
  /** A merchant's orders that a list filter picks. */
  const listWhere = (merchantId: number, f: OrderFilter) =>
    and(
      eq(t.merchantId, merchantId),
      f.memberId === undefined ? undefined : eq(t.memberId, f.memberId),
      f.status ? eq(t.status, f.status) : undefined,
      f.orderNo ? eq(t.orderNo, f.orderNo) : undefined,
      f.from ? gte(t.createdAt, f.from) : undefined,
      f.to ? lt(t.createdAt, f.to) : undefined,
    );
  return {
    listWhere,

    /** How many orders a list filter picks and their amounts summed (minor units). */
    async sumWhere(db: Executor, merchantId: number, f: OrderFilter): Promise<{ total: bigint; count: number }> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${t.amount}), 0)::text`, n: count() })
        .from(t)
        .where(listWhere(merchantId, f));
      return { total: BigInt(row?.total ?? '0'), count: row?.n ?? 0 };
    },

    /** Inserts the order; null when the member's request id already made one (see byRequestId). */
    async insert(db: Executor, order: T['$inferInsert']): Promise<Row | null> {
      return firstOrNull(db.insert(t).values(order as typeof depositOrders.$inferInsert).onConflictDoNothing().returning());
    },

    async byRequestId(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<Row | null> {
      return firstOrNull(db.select().from(t).where(whereEq(t, { merchantId, memberId, requestId })));
    },

    /** By public number; scoped to a merchant, and to a member when given. */
    async byOrderNo(db: Executor, orderNo: string, scope: { merchantId?: number; memberId?: number } = {}): Promise<Row | null> {
      return firstOrNull(
        db
          .select()
          .from(t)
          .where(
            and(
              eq(t.orderNo, orderNo),
              scope.merchantId === undefined ? undefined : eq(t.merchantId, scope.merchantId),
              scope.memberId === undefined ? undefined : eq(t.memberId, scope.memberId),
            ),
          ),
      );
    },

    /**
     * A merchant's order by public number, its row locked until the transaction ends: an operator's decisions on one
     * order (a first and a second approval, a rejection) take turns here.
     */
    async lockByOrderNo(db: Executor, merchantId: number, orderNo: string): Promise<Row | null> {
      return firstOrNull(db.select().from(t).where(and(eq(t.orderNo, orderNo), eq(t.merchantId, merchantId))).for('update'));
    },

    /** Moves an order out of one of `from` states; null when another request got there first. */
    async transition(db: Executor, id: number, from: string[], patch: Partial<Row>): Promise<Row | null> {
      return firstOrNull(db.update(t).set(patch).where(and(eq(t.id, id), inArray(t.status, from))).returning());
    },
  };
}
