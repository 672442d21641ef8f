import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull } from '../../db/query.js';
import { pendingApprovals } from '../../db/schema.js';

export type PendingApprovalRow = typeof pendingApprovals.$inferSelect;

/** One subject of a dual approval: a deposit, a withdrawal, ... of a merchant, by its public id. */
export interface ApprovalSubject {
  merchantId: number;
  subject: string;
  subjectId: string;
}

const ofSubject = (s: ApprovalSubject) =>
  and(eq(pendingApprovals.merchantId, s.merchantId), eq(pendingApprovals.subject, s.subject), eq(pendingApprovals.subjectId, s.subjectId));

export const approvalRepo = {
  /** The open first approval of a subject, locked until the transaction ends. */
  async lock(db: Executor, s: ApprovalSubject): Promise<PendingApprovalRow | null> {
    return firstOrNull(db.select().from(pendingApprovals).where(ofSubject(s)).for('update'));
  },

  /** Records a first approval; null when one is already open (a concurrent first approval won the insert). */
  async insert(db: Executor, row: typeof pendingApprovals.$inferInsert): Promise<PendingApprovalRow | null> {
    return firstOrNull(db.insert(pendingApprovals).values(row).onConflictDoNothing().returning());
  },

  async remove(db: Executor, s: ApprovalSubject): Promise<void> {
    await db.delete(pendingApprovals).where(ofSubject(s));
  },

  /** The open first approvals of these subjects (one kind, one merchant). */
  async of(db: Executor, merchantId: number, subject: string, subjectIds: string[]): Promise<PendingApprovalRow[]> {
    if (subjectIds.length === 0) return [];
    return db
      .select()
      .from(pendingApprovals)
      .where(and(eq(pendingApprovals.merchantId, merchantId), eq(pendingApprovals.subject, subject), inArray(pendingApprovals.subjectId, subjectIds)));
  },
};
