import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull } from '../../db/query.js';
import { simPayMerchants, simPayOrders, type SimPayMerchant, type SimPayOrder } from '../../db/schema.js';

// The payment simulator's own records (sim_pay_*): what a wallet keeps about its merchants and their payments.

export type SimWallet = 'alipay' | 'wechat' | 'qq';

/** A claimed notification is held this long before another instance may send it again (a sender that died). */
const CLAIM_MS = 60_000;

export const simPayRepo = {
  async merchant(db: Executor, wallet: SimWallet, mchId: string): Promise<SimPayMerchant | null> {
    return firstOrNull(db.select().from(simPayMerchants).where(and(eq(simPayMerchants.wallet, wallet), eq(simPayMerchants.mchId, mchId))));
  },

  async upsertMerchant(db: Executor, row: typeof simPayMerchants.$inferInsert): Promise<void> {
    const { wallet: _w, mchId: _m, ...keys } = row;
    await db.insert(simPayMerchants).values(row).onConflictDoUpdate({ target: [simPayMerchants.wallet, simPayMerchants.mchId], set: keys });
  },

  async byOutTradeNo(db: Executor, wallet: SimWallet, mchId: string, outTradeNo: string): Promise<SimPayOrder | null> {
    return firstOrNull(
      db.select().from(simPayOrders).where(and(eq(simPayOrders.wallet, wallet), eq(simPayOrders.mchId, mchId), eq(simPayOrders.outTradeNo, outTradeNo))),
    );
  },

  async byToken(db: Executor, token: string): Promise<SimPayOrder | null> {
    return firstOrNull(db.select().from(simPayOrders).where(eq(simPayOrders.token, token)));
  },

  /** Inserts a payment unless the merchant's order number has one already (two create calls race: one row). */
  async insert(db: Executor, row: typeof simPayOrders.$inferInsert): Promise<SimPayOrder | null> {
    return firstOrNull(db.insert(simPayOrders).values(row).onConflictDoNothing().returning());
  },

  /** The payer paid or cancelled: only an open, unexpired payment moves; its notification is due at once. */
  async settle(db: Executor, id: number, status: 'PAID' | 'CLOSED', now: Date): Promise<SimPayOrder | null> {
    return firstOrNull(
      db
        .update(simPayOrders)
        .set({ status, paidAt: status === 'PAID' ? now : null, nextNotifyAt: now })
        .where(and(eq(simPayOrders.id, id), eq(simPayOrders.status, 'CREATED'), gt(simPayOrders.expiresAt, now)))
        .returning(),
    );
  },

  /**
   * Claims notifications that are due (all of them, or the one payment `id`): each claim pushes its next time out,
   * so two instances never send the same one at once; the sender then records the outcome.
   */
  async claimDue(db: Executor, now: Date, opts: { id?: number; limit?: number } = {}): Promise<SimPayOrder[]> {
    const due = db
      .select({ id: simPayOrders.id })
      .from(simPayOrders)
      .where(
        and(
          isNull(simPayOrders.notifiedAt),
          ne(simPayOrders.status, 'CREATED'),
          isNotNull(simPayOrders.nextNotifyAt),
          lte(simPayOrders.nextNotifyAt, now),
          opts.id === undefined ? undefined : eq(simPayOrders.id, opts.id),
        ),
      )
      .orderBy(asc(simPayOrders.nextNotifyAt))
      .limit(opts.limit ?? 20)
      .for('update', { skipLocked: true });
    return db
      .update(simPayOrders)
      .set({ nextNotifyAt: new Date(now.getTime() + CLAIM_MS), notifyAttempts: sql`${simPayOrders.notifyAttempts} + 1` })
      .where(and(inArray(simPayOrders.id, due), isNull(simPayOrders.notifiedAt)))
      .returning();
  },

  /** Records a delivery: acknowledged (done), or refused / unreachable (next try at `retryAt`, none when null). */
  async delivered(db: Executor, id: number, outcome: { ok: true; at: Date } | { ok: false; error: string; retryAt: Date | null }): Promise<void> {
    await db
      .update(simPayOrders)
      .set(outcome.ok ? { notifiedAt: outcome.at, nextNotifyAt: null, lastNotifyError: null } : { nextNotifyAt: outcome.retryAt, lastNotifyError: outcome.error.slice(0, 300) })
      .where(eq(simPayOrders.id, id));
  },
};
