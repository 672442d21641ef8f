import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  depositChannels,
  depositOrders,
  depositPromos,
  members,
  merchants,
  type DepositChannel,
  type DepositOrder,
  type DepositPromo,
} from '../../db/schema.js';

export interface OrderFilter {
  memberId?: number;
  status?: string | undefined;
  from?: Date;
  to?: Date;
}

export const depositRepo = {
  async channels(db: Executor, merchantId: number): Promise<DepositChannel[]> {
    return db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  },

  async channel(db: Executor, merchantId: number, id: number): Promise<DepositChannel | null> {
    const [row] = await db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id)));
    return row ?? null;
  },

  /** Every channel of a merchant, enabled or not (the operator's view). */
  async allChannels(db: Executor, merchantId: number): Promise<DepositChannel[]> {
    return db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.merchantId, merchantId))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  },

  async channelByCode(db: Executor, merchantId: number, code: string): Promise<DepositChannel | null> {
    const [row] = await db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.code, code)));
    return row ?? null;
  },

  async updateChannel(
    db: Executor,
    merchantId: number,
    id: number,
    patch: Partial<Pick<DepositChannel, 'enabled' | 'sandbox'>>,
  ): Promise<DepositChannel | null> {
    const [row] = await db
      .update(depositChannels)
      .set(patch)
      .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id)))
      .returning();
    return row ?? null;
  },

  async channelsByIds(db: Executor, ids: number[]): Promise<DepositChannel[]> {
    if (ids.length === 0) return [];
    return db.select().from(depositChannels).where(inArray(depositChannels.id, ids));
  },

  async promos(db: Executor, merchantId: number): Promise<DepositPromo[]> {
    return db
      .select()
      .from(depositPromos)
      .where(and(eq(depositPromos.merchantId, merchantId), eq(depositPromos.enabled, true)))
      .orderBy(asc(depositPromos.id));
  },

  async promo(db: Executor, merchantId: number, id: number): Promise<DepositPromo | null> {
    const [row] = await db
      .select()
      .from(depositPromos)
      .where(and(eq(depositPromos.merchantId, merchantId), eq(depositPromos.id, id), eq(depositPromos.enabled, true)));
    return row ?? null;
  },

  async insert(db: Executor, order: typeof depositOrders.$inferInsert): Promise<DepositOrder | null> {
    const [row] = await db.insert(depositOrders).values(order).onConflictDoNothing().returning();
    return row ?? null;
  },

  async byRequestId(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<DepositOrder | null> {
    const [row] = await db
      .select()
      .from(depositOrders)
      .where(
        and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)),
      );
    return row ?? null;
  },

  /** By public number; scoped to a merchant, and to a member when given. */
  async byOrderNo(db: Executor, orderNo: string, scope: { merchantId?: number; memberId?: number } = {}): Promise<DepositOrder | null> {
    const [row] = await db
      .select()
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.orderNo, orderNo),
          scope.merchantId === undefined ? undefined : eq(depositOrders.merchantId, scope.merchantId),
          scope.memberId === undefined ? undefined : eq(depositOrders.memberId, scope.memberId),
        ),
      );
    return row ?? null;
  },

  /** Moves an order out of one of `from` states; null when another request got there first. */
  async transition(
    db: Executor,
    id: number,
    from: string[],
    patch: Partial<Pick<DepositOrder, 'status' | 'gatewayTxnId' | 'note' | 'completedAt'>>,
  ): Promise<DepositOrder | null> {
    const [row] = await db
      .update(depositOrders)
      .set(patch)
      .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, from)))
      .returning();
    return row ?? null;
  },

  /** Pending orders past their deadline become expired (run before reads, so no scheduler is needed). */
  async expireStale(db: Executor, merchantId: number): Promise<void> {
    await db
      .update(depositOrders)
      .set({ status: 'expired', completedAt: new Date() })
      .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, new Date())));
  },

  async list(
    db: Executor,
    merchantId: number,
    f: OrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: (DepositOrder & { member: string })[]; total: number }> {
    const where = and(
      eq(depositOrders.merchantId, merchantId),
      f.memberId === undefined ? undefined : eq(depositOrders.memberId, f.memberId),
      f.status ? eq(depositOrders.status, f.status) : undefined,
      f.from ? gte(depositOrders.createdAt, f.from) : undefined,
      f.to ? lt(depositOrders.createdAt, f.to) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
    const rows = await db
      .select({ order: depositOrders, member: sql<string>`${members.username}` })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: rows.map((r) => ({ ...r.order, member: r.member })), total: total?.n ?? 0 };
  },

  /** The currency a merchant's wallets hold (a notification names only the order); null for an unknown merchant. */
  async merchantCurrency(db: Executor, merchantId: number): Promise<string | null> {
    const [m] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId));
    return m?.currency ?? null;
  },
};
