import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { countWhere, firstOrNull, whereEq, type PageWindow } from '../../db/query.js';
import {
  lotteryOrders,
  lotteryPeriods,
  lotterySubOrders,
  members,
  merchants,
  type LotteryOrderRow,
  type LotteryPeriodRow,
  type LotterySubOrderRow,
  type StoredOrderStatus,
  type StoredSubOrderStatus,
} from '../../db/schema.js';

export type NewPeriod = typeof lotteryPeriods.$inferInsert;
export type NewSubOrder = typeof lotterySubOrders.$inferInsert;

/** Draw periods of TCG lotteries. */
export const periodRepo = {
  async find(db: Executor, merchantId: number, gameId: number, numero: string): Promise<LotteryPeriodRow | null> {
    return firstOrNull(db.select().from(lotteryPeriods).where(whereEq(lotteryPeriods, { merchantId, gameId, numero })).limit(1));
  },

  async byId(db: Executor, merchantId: number, id: number): Promise<LotteryPeriodRow | null> {
    return firstOrNull(db.select().from(lotteryPeriods).where(whereEq(lotteryPeriods, { merchantId, id })).limit(1));
  },

  /** The period row locked: `share` for orders placed into it, `update` for its draw or void (which wait for them). */
  async lock(tx: Tx, merchantId: number, id: number, mode: 'share' | 'update'): Promise<LotteryPeriodRow | null> {
    return firstOrNull(tx.select().from(lotteryPeriods).where(whereEq(lotteryPeriods, { merchantId, id })).limit(1).for(mode));
  },

  /** Opens a period unless it exists (a concurrent opener may win: its seed is the one kept). */
  async insert(db: Executor, row: NewPeriod): Promise<void> {
    await db.insert(lotteryPeriods).values(row).onConflictDoNothing();
  },

  /** Opens the periods that do not exist yet in one statement; answers how many it inserted. */
  async insertMany(db: Executor, rows: NewPeriod[]): Promise<number> {
    if (rows.length === 0) return 0;
    return (await db.insert(lotteryPeriods).values(rows).onConflictDoNothing().returning({ id: lotteryPeriods.id })).length;
  },

  /** Which periods of these games and numbers exist, as "<gameId>:<numero>" (on lottery_periods_uq's columns). */
  async existing(db: Executor, merchantId: number, gameIds: number[], numeros: string[]): Promise<Set<string>> {
    if (gameIds.length === 0 || numeros.length === 0) return new Set();
    const rows = await db
      .select({ gameId: lotteryPeriods.gameId, numero: lotteryPeriods.numero })
      .from(lotteryPeriods)
      .where(and(eq(lotteryPeriods.merchantId, merchantId), inArray(lotteryPeriods.gameId, gameIds), inArray(lotteryPeriods.numero, numeros)));
    return new Set(rows.map((r) => `${r.gameId}:${r.numero}`));
  },

  /** Open periods whose draw time has passed: all games of the merchant, or one game. */
  async due(db: Executor, merchantId: number, now: Date, gameId?: number, limit = 200): Promise<number[]> {
    const rows = await db
      .select({ id: lotteryPeriods.id })
      .from(lotteryPeriods)
      .where(whereEq(lotteryPeriods, { merchantId, status: 'open', ...(gameId === undefined ? {} : { gameId }) }, lte(lotteryPeriods.drawAt, now)))
      .orderBy(asc(lotteryPeriods.drawAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async markDrawn(tx: Tx, id: number, result: string, now: Date): Promise<void> {
    await tx.update(lotteryPeriods).set({ status: 'drawn', result, drawnAt: now }).where(eq(lotteryPeriods.id, id));
  },

  async markVoid(tx: Tx, id: number, reason: string, now: Date): Promise<void> {
    await tx.update(lotteryPeriods).set({ status: 'void', voidReason: reason, drawnAt: now }).where(eq(lotteryPeriods.id, id));
  },

  /** Drawn periods of a game, newest first. */
  async results(db: Executor, merchantId: number, gameId: number, limit: number): Promise<LotteryPeriodRow[]> {
    return db
      .select()
      .from(lotteryPeriods)
      .where(whereEq(lotteryPeriods, { merchantId, gameId, status: 'drawn' }))
      .orderBy(desc(lotteryPeriods.drawAt))
      .limit(limit);
  },

  /** A page of a game's periods (any status) with their order totals, newest first (subqueries name the outer row). */
  async pageWithTotals(db: Executor, merchantId: number, gameId: number, page: PageWindow) {
    const where = whereEq(lotteryPeriods, { merchantId, gameId });
    const rows = await db
      .select({
        period: lotteryPeriods,
        orders: sql<number>`(select count(*) from ${lotteryOrders} o where o.period_id = lottery_periods.id)`.mapWith(Number),
        subOrders: sql<number>`(select count(*) from ${lotterySubOrders} s where s.period_id = lottery_periods.id)`.mapWith(Number),
        stake: sql<string>`(select coalesce(sum(s.stake), 0)::text from ${lotterySubOrders} s where s.period_id = lottery_periods.id and s.status <> 'cancelled')`,
        payout: sql<string>`(select coalesce(sum(s.payout), 0)::text from ${lotterySubOrders} s where s.period_id = lottery_periods.id)`,
      })
      .from(lotteryPeriods)
      .where(where)
      .orderBy(desc(lotteryPeriods.drawAt))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: await countWhere(db, lotteryPeriods, where) };
  },
};

export interface OrderFilter {
  status?: StoredOrderStatus;
  gameId?: number;
}

/** Lottery orders and their sub-orders. */
export const orderRepo = {
  async byRequest(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<LotteryOrderRow | null> {
    return firstOrNull(db.select().from(lotteryOrders).where(whereEq(lotteryOrders, { merchantId, memberId, requestId })).limit(1));
  },

  /** The member's order (another member's id reads as none). */
  async byId(db: Executor, merchantId: number, memberId: number, id: number): Promise<LotteryOrderRow | null> {
    return firstOrNull(db.select().from(lotteryOrders).where(whereEq(lotteryOrders, { merchantId, memberId, id })).limit(1));
  },

  /** Inserts an order; null when the same request id got there first. */
  async insert(tx: Tx, row: typeof lotteryOrders.$inferInsert): Promise<LotteryOrderRow | null> {
    return firstOrNull(tx.insert(lotteryOrders).values(row).onConflictDoNothing().returning());
  },

  async insertSubOrders(tx: Tx, rows: NewSubOrder[]): Promise<LotterySubOrderRow[]> {
    return tx.insert(lotterySubOrders).values(rows).returning();
  },

  async subOrders(db: Executor, orderIds: number[]): Promise<LotterySubOrderRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(lotterySubOrders).where(inArray(lotterySubOrders.orderId, orderIds)).orderBy(asc(lotterySubOrders.id));
  },

  /** The member's sub-order of an order, locked for update (its cancel) when asked. */
  async subOrder(tx: Tx, merchantId: number, memberId: number, orderId: number, id: number, lock: boolean): Promise<LotterySubOrderRow | null> {
    const q = tx.select().from(lotterySubOrders).where(whereEq(lotterySubOrders, { merchantId, memberId, orderId, id })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  /** The open sub-orders of a period, locked (the draw and the void settle each of them once). */
  async lockOpenOfPeriod(tx: Tx, periodId: number): Promise<LotterySubOrderRow[]> {
    return tx
      .select()
      .from(lotterySubOrders)
      .where(and(eq(lotterySubOrders.periodId, periodId), eq(lotterySubOrders.status, 'open')))
      .orderBy(asc(lotterySubOrders.id))
      .for('update');
  },

  async setSubOrder(tx: Tx, id: number, status: StoredSubOrderStatus, payout: bigint): Promise<void> {
    await tx.update(lotterySubOrders).set({ status, payout, updatedAt: new Date() }).where(eq(lotterySubOrders.id, id));
  },

  /**
   * Recomputes an order's totals and status from its sub-orders: open while one is open; else cancelled when all
   * are, void when none won or lost and some were voided, settled otherwise.
   */
  async refreshOrder(tx: Tx, orderId: number): Promise<void> {
    await tx.execute(sql`
      update ${lotteryOrders} o set
        total_payout = s.payout,
        status = case when s.open > 0 then 'open' when s.cancelled = s.n then 'cancelled'
                      when s.settled = 0 and s.voided > 0 then 'void' else 'settled' end,
        updated_at = now()
      from (select count(*) as n,
                   count(*) filter (where status = 'open') as open,
                   count(*) filter (where status = 'cancelled') as cancelled,
                   count(*) filter (where status = 'void') as voided,
                   count(*) filter (where status in ('won', 'lost')) as settled,
                   coalesce(sum(payout) filter (where status in ('won', 'lost')), 0) as payout
            from ${lotterySubOrders} where order_id = ${orderId}) s
      where o.id = ${orderId}`);
  },

  /** A page of the member's orders, newest first. */
  async page(db: Executor, merchantId: number, memberId: number, f: OrderFilter, page: PageWindow) {
    const where = whereEq(lotteryOrders, {
      merchantId,
      memberId,
      ...(f.status ? { status: f.status } : {}),
      ...(f.gameId === undefined ? {} : { gameId: f.gameId }),
    });
    const rows = await db.select().from(lotteryOrders).where(where).orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id)).limit(page.limit).offset(page.offset);
    return { rows, total: await countWhere(db, lotteryOrders, where) };
  },

  /** Every order of a period with the member's account, oldest first. */
  async ofPeriod(db: Executor, merchantId: number, periodId: number) {
    return db
      .select({ order: lotteryOrders, account: members.username })
      .from(lotteryOrders)
      .innerJoin(members, eq(members.id, lotteryOrders.memberId))
      .where(whereEq(lotteryOrders, { merchantId, periodId }))
      .orderBy(asc(lotteryOrders.id));
  },
};

/** The periods of some ids (the orders of a page name theirs). */
export async function periodsByIds(db: Executor, ids: number[]): Promise<Map<number, LotteryPeriodRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(lotteryPeriods).where(inArray(lotteryPeriods.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The merchant's wallet currency (the draw job knows only the merchant id). */
export async function merchantCurrency(db: Executor, merchantId: number): Promise<string> {
  const row = await firstOrNull(db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId)).limit(1));
  return row?.currency ?? 'CNY';
}

