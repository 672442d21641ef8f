import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { MallItemKind, MallOrderStatus, PointsReason } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import {
  mallItems,
  mallOrders,
  members,
  pointsAccounts,
  pointsEntries,
  pointsRules,
  type MallItemRow,
  type MallOrderRow,
  type NewMallItem,
  type PointsEntryRow,
  type PointsRuleRow,
} from '../../db/schema.js';

export interface Page {
  limit: number;
  offset: number;
}

export interface OrderFilter {
  memberId?: number;
  status?: MallOrderStatus;
  kind?: MallItemKind;
  /** The member's account name (operator search). */
  member?: string;
}

function orderWhere(merchantId: number, f: OrderFilter): SQL {
  const parts: SQL[] = [eq(mallOrders.merchantId, merchantId)];
  if (f.memberId !== undefined) parts.push(eq(mallOrders.memberId, f.memberId));
  if (f.status) parts.push(eq(mallOrders.status, f.status));
  if (f.kind) parts.push(eq(mallOrders.kind, f.kind));
  if (f.member) parts.push(sql`lower(${members.username}) = lower(${f.member})`);
  return and(...parts)!;
}

const ofMember = (merchantId: number, memberId: number) => and(eq(pointsAccounts.merchantId, merchantId), eq(pointsAccounts.memberId, memberId));

export const pointsRepo = {
  async rule(db: Executor, merchantId: number): Promise<PointsRuleRow | null> {
    const [row] = await db.select().from(pointsRules).where(eq(pointsRules.merchantId, merchantId));
    return row ?? null;
  },
  async balance(db: Executor, merchantId: number, memberId: number): Promise<number> {
    const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(ofMember(merchantId, memberId));
    return row?.balance ?? 0;
  },
  /** The member's balance, locked for the caller's transaction (the account is made on first use). */
  async lock(db: Executor, merchantId: number, memberId: number): Promise<number> {
    await db.insert(pointsAccounts).values({ merchantId, memberId }).onConflictDoNothing();
    const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(ofMember(merchantId, memberId)).for('update');
    return row!.balance;
  },
  /** Writes the entry unless its reference exists; answers null for a reference seen before. */
  async insertEntry(
    db: Executor,
    row: { merchantId: number; memberId: number; delta: number; balanceAfter: number; reason: PointsReason; reference: string; note: string | null },
  ): Promise<PointsEntryRow | null> {
    const [inserted] = await db.insert(pointsEntries).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },
  async setBalance(db: Executor, merchantId: number, memberId: number, balance: number): Promise<void> {
    await db.update(pointsAccounts).set({ balance, updatedAt: new Date() }).where(ofMember(merchantId, memberId));
  },
  async entries(db: Executor, merchantId: number, memberId: number, page: Page) {
    const where = and(eq(pointsEntries.merchantId, merchantId), eq(pointsEntries.memberId, memberId));
    const rows = await db.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.id)).limit(page.limit).offset(page.offset);
    const [total] = await db.select({ n: count() }).from(pointsEntries).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};

export const mallRepo = {
  async items(db: Executor, merchantId: number, onlyEnabled: boolean): Promise<MallItemRow[]> {
    return db
      .select()
      .from(mallItems)
      .where(and(eq(mallItems.merchantId, merchantId), onlyEnabled ? eq(mallItems.enabled, true) : undefined))
      .orderBy(asc(mallItems.sort), asc(mallItems.id));
  },
  async item(db: Executor, merchantId: number, id: number, lock = false): Promise<MallItemRow | null> {
    const q = db.select().from(mallItems).where(and(eq(mallItems.merchantId, merchantId), eq(mallItems.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async insertItem(db: Executor, row: NewMallItem): Promise<MallItemRow> {
    const [inserted] = await db.insert(mallItems).values(row).returning();
    return inserted!;
  },
  async updateItem(db: Executor, id: number, set: Partial<NewMallItem>): Promise<MallItemRow> {
    const [row] = await db.update(mallItems).set({ ...set, updatedAt: new Date() }).where(eq(mallItems.id, id)).returning();
    return row!;
  },
  /** Moves stock and the sold count by one sale (+1) or one return (-1); unlimited stock stays null. */
  async sell(db: Executor, id: number, n: 1 | -1): Promise<void> {
    await db
      .update(mallItems)
      .set({ stock: sql`case when ${mallItems.stock} is null then null else ${mallItems.stock} - ${n} end`, sold: sql`${mallItems.sold} + ${n}` })
      .where(eq(mallItems.id, id));
  },
  async orderByRequest(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<MallOrderRow | null> {
    const [row] = await db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.merchantId, merchantId), eq(mallOrders.memberId, memberId), eq(mallOrders.requestId, requestId)));
    return row ?? null;
  },
  /** The member's orders of an item that still count against its limit (all but cancelled ones). */
  async countOf(db: Executor, merchantId: number, memberId: number, itemId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(mallOrders)
      .where(and(eq(mallOrders.merchantId, merchantId), eq(mallOrders.memberId, memberId), eq(mallOrders.itemId, itemId), ne(mallOrders.status, 'cancelled')));
    return row?.n ?? 0;
  },
  async insertOrder(db: Executor, row: typeof mallOrders.$inferInsert): Promise<MallOrderRow> {
    const [inserted] = await db.insert(mallOrders).values(row).returning();
    return inserted!;
  },
  async lockOrder(db: Executor, merchantId: number, id: number): Promise<MallOrderRow | null> {
    const [row] = await db.select().from(mallOrders).where(and(eq(mallOrders.merchantId, merchantId), eq(mallOrders.id, id))).for('update');
    return row ?? null;
  },
  async updateOrder(db: Executor, id: number, set: Partial<typeof mallOrders.$inferInsert>): Promise<MallOrderRow> {
    const [row] = await db.update(mallOrders).set({ ...set, updatedAt: new Date() }).where(eq(mallOrders.id, id)).returning();
    return row!;
  },
  async orders(db: Executor, merchantId: number, f: OrderFilter, page: Page) {
    const where = orderWhere(merchantId, f);
    const rows = await db
      .select({ order: mallOrders, member: members.username })
      .from(mallOrders)
      .innerJoin(members, eq(members.id, mallOrders.memberId))
      .where(where)
      .orderBy(desc(mallOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(mallOrders).innerJoin(members, eq(members.id, mallOrders.memberId)).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async memberOf(db: Executor, id: number): Promise<string> {
    const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, id));
    return row?.username ?? '';
  },
};
