import { and, asc, count, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { depositOrders, depositPromos, type DepositPromo } from '../../db/schema.js';

export type DepositPromoInsert = typeof depositPromos.$inferInsert;
export type DepositPromoPatch = Partial<Omit<DepositPromoInsert, 'id' | 'merchantId'>>;

/** An order that takes one use of its promotion: credited, or still waiting for payment (expired and failed free it). */
const takesAUse: SQL = or(eq(depositOrders.status, 'success'), and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, sql`now()`)))!;

/** The same code whatever its case (the unique index is on lower(code)). */
const codeIs = (code: string) => eq(sql`lower(${depositPromos.code})`, code.toLowerCase());

/** Usable now: switched on and inside its window. */
const inWindow = () =>
  and(
    or(isNull(depositPromos.startsAt), lte(depositPromos.startsAt, sql`now()`)),
    or(isNull(depositPromos.endsAt), gt(depositPromos.endsAt, sql`now()`)),
  );

export const promoRepo = {
  /** The promotions a member is shown: on, listed (not hidden) and inside their window. */
  async listed(db: Executor, merchantId: number): Promise<DepositPromo[]> {
    return db
      .select()
      .from(depositPromos)
      .where(whereEq(depositPromos, { merchantId, enabled: true, hidden: false }, inWindow()))
      .orderBy(asc(depositPromos.id));
  },

  /** A listed promotion by id (a hidden one is only usable by its code); the caller checks its window. */
  async listedById(db: Executor, merchantId: number, id: number): Promise<DepositPromo | null> {
    return firstOrNull(db.select().from(depositPromos).where(whereEq(depositPromos, { merchantId, id, enabled: true, hidden: false })));
  },

  /** A switched-on promotion by its code, listed or hidden. */
  async byCode(db: Executor, merchantId: number, code: string): Promise<DepositPromo | null> {
    return firstOrNull(db.select().from(depositPromos).where(whereEq(depositPromos, { merchantId, enabled: true }, codeIs(code))));
  },

  /** Any promotion of the merchant with this code, switched on or off, but `exceptId` (the operator's code check). */
  async codeTaken(db: Executor, merchantId: number, code: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: depositPromos.id })
      .from(depositPromos)
      .where(and(eq(depositPromos.merchantId, merchantId), codeIs(code)));
    return rows.some((r) => r.id !== exceptId);
  },

  /**
   * Locks a promotion's row until the transaction ends: deposits with one promotion take turns between counting its
   * uses and inserting their order, so its limits hold under concurrent deposits.
   */
  async lock(db: Executor, merchantId: number, id: number): Promise<DepositPromo | null> {
    return firstOrNull(db.select().from(depositPromos).where(whereEq(depositPromos, { merchantId, id })).for('update'));
  },

  /** The uses a promotion has, in all and by one member. */
  async uses(db: Executor, promoId: number, memberId: number): Promise<{ total: number; member: number }> {
    const [row] = await db
      .select({ total: count(), member: sql<number>`count(*) filter (where ${depositOrders.memberId} = ${memberId})::int` })
      .from(depositOrders)
      .where(and(eq(depositOrders.promoId, promoId), takesAUse));
    return { total: row?.total ?? 0, member: row?.member ?? 0 };
  },

  /** Every promotion of a merchant (the operator's view), oldest first. */
  async all(db: Executor, merchantId: number): Promise<DepositPromo[]> {
    return db.select().from(depositPromos).where(eq(depositPromos.merchantId, merchantId)).orderBy(asc(depositPromos.id));
  },

  async byId(db: Executor, merchantId: number, id: number): Promise<DepositPromo | null> {
    return firstOrNull(db.select().from(depositPromos).where(whereEq(depositPromos, { merchantId, id })));
  },

  /** Each promotion's uses by state: orders waiting for payment and orders credited. */
  async useCounts(db: Executor, merchantId: number): Promise<Map<number, { pending: number; credited: number }>> {
    const rows = await db
      .select({
        promoId: depositOrders.promoId,
        pending: sql<number>`count(*) filter (where ${depositOrders.status} = 'pending')::int`,
        credited: sql<number>`count(*) filter (where ${depositOrders.status} = 'success')::int`,
      })
      .from(depositOrders)
      .where(and(eq(depositOrders.merchantId, merchantId), takesAUse))
      .groupBy(depositOrders.promoId);
    return new Map(rows.filter((r) => r.promoId !== null).map((r) => [r.promoId!, { pending: r.pending, credited: r.credited }]));
  },

  async insert(db: Executor, row: DepositPromoInsert): Promise<DepositPromo> {
    const [created] = await db.insert(depositPromos).values(row).returning();
    return created!;
  },

  async update(db: Executor, merchantId: number, id: number, patch: DepositPromoPatch): Promise<DepositPromo | null> {
    return firstOrNull(db.update(depositPromos).set(patch).where(whereEq(depositPromos, { merchantId, id })).returning());
  },
};
