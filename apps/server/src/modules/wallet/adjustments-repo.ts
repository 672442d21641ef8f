import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdjustmentStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { firstOrNull, paged, type PageWindow } from '../../db/query.js';
import { balanceAdjustments, members, type BalanceAdjustment } from '../../db/schema.js';

/** An adjustment with its member's account name. */
export type AdjustmentRow = BalanceAdjustment & { member: string };

const withMember = { adjustment: balanceAdjustments, member: sql<string>`${members.username}` };
const joined = (db: Executor) =>
  db.select(withMember).from(balanceAdjustments).innerJoin(members, eq(members.id, balanceAdjustments.memberId));
const flat = (r: { adjustment: BalanceAdjustment; member: string }): AdjustmentRow => ({ ...r.adjustment, member: r.member });

export const adjustmentRepo = {
  async insert(db: Executor, row: typeof balanceAdjustments.$inferInsert): Promise<BalanceAdjustment> {
    const [inserted] = await db.insert(balanceAdjustments).values(row).returning();
    return inserted!;
  },

  /** A merchant's adjustment with its member's name; locked until the transaction ends when `lock`. */
  async byId(db: Executor, merchantId: number, id: number, lock = false): Promise<AdjustmentRow | null> {
    const where = and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.id, id));
    const q = joined(db).where(where);
    const row = await firstOrNull(lock ? q.for('update', { of: balanceAdjustments }) : q);
    return row ? flat(row) : null;
  },

  /** Closes a pending adjustment; null when it is no longer pending. */
  async decide(db: Executor, id: number, patch: Partial<typeof balanceAdjustments.$inferInsert>): Promise<BalanceAdjustment | null> {
    return firstOrNull(
      db
        .update(balanceAdjustments)
        .set(patch)
        .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
        .returning(),
    );
  },

  /** One page of a merchant's adjustments, newest first, optionally of one status; and how many there are. */
  async page(db: Executor, merchantId: number, status: AdjustmentStatus | undefined, page: PageWindow): Promise<{ rows: AdjustmentRow[]; total: number }> {
    const where = and(eq(balanceAdjustments.merchantId, merchantId), status ? eq(balanceAdjustments.status, status) : undefined);
    const [total] = await db.select({ n: count() }).from(balanceAdjustments).where(where);
    const ordered = joined(db).where(where).orderBy(desc(balanceAdjustments.requestedAt), desc(balanceAdjustments.id));
    const rows = await paged(ordered.$dynamic(), page);
    return { rows: rows.map(flat), total: total?.n ?? 0 };
  },
};
