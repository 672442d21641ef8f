import { ErrorCode, type ApprovalState } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { approvalRepo, type ApprovalSubject, type PendingApprovalRow } from './approvals-repo.js';

// Dual approval (issue 13): from the merchant's threshold, a deposit's or withdrawal's approval takes two operators.
// The first approval waits in pending_approvals; a different operator's approval carries the decision out and
// removes it; a rejection removes it too. Callers hold the subject's own row lock (the order) while they ask, so
// every decision on one subject is serialised there.

export type { ApprovalSubject } from './approvals-repo.js';

/** Who approves: the operator of the request. */
export interface Approver {
  id: number;
  username: string;
}

/** What an approval does now: carry the decision out, or wait for a second operator (recorded). */
export type ApprovalStep = { execute: true; first: PendingApprovalRow | null } | { execute: false; approval: ApprovalState };

/** From the merchant's threshold (null: never), approving this amount takes two operators. */
export const dualApprovalRequired = (merchant: Merchant, amount: bigint): boolean =>
  merchant.dualApprovalThreshold !== null && amount >= merchant.dualApprovalThreshold;

export const approvalView = (row: PendingApprovalRow): ApprovalState => ({
  status: 'awaiting-second',
  firstOperator: row.firstOperatorName,
  at: row.createdAt.toISOString(),
  note: row.note,
});

/**
 * An operator's approval of a subject. Not `required` (below the threshold): carried out at once (an open first
 * approval, left from a higher threshold, is removed). Required: the first approval is recorded and waits; the same
 * operator again is SAME_OPERATOR (nothing changes); another operator's approval removes it and is carried out.
 * Run it in the caller's transaction, after locking the subject's row.
 */
export async function dualApproval(
  db: Executor,
  subject: ApprovalSubject,
  by: Approver,
  opts: { required: boolean; note?: string | undefined },
): Promise<ApprovalStep> {
  let first = await approvalRepo.lock(db, subject);
  if (!first && opts.required) {
    const inserted = await approvalRepo.insert(db, {
      ...subject,
      firstOperatorId: by.id,
      firstOperatorName: by.username,
      note: opts.note ?? null,
    });
    if (inserted) return { execute: false, approval: approvalView(inserted) };
    // Another first approval committed in between (a caller without the subject's lock): it is the first one.
    first = await approvalRepo.lock(db, subject);
  }
  if (first && opts.required && first.firstOperatorId === by.id) {
    throw new AppError(ErrorCode.SAME_OPERATOR, { detail: 'a second operator must approve' });
  }
  if (first) await approvalRepo.remove(db, subject);
  return { execute: true, first };
}

/** Removes the open first approval of a subject (it was rejected or closed otherwise). */
export async function clearApproval(db: Executor, subject: ApprovalSubject): Promise<void> {
  await approvalRepo.remove(db, subject);
}

/** The open first approvals of these subjects, by subject id. */
export async function pendingApprovalsOf(db: Executor, merchantId: number, subject: string, subjectIds: string[]): Promise<Map<string, ApprovalState>> {
  const rows = await approvalRepo.of(db, merchantId, subject, subjectIds);
  return new Map(rows.map((r) => [r.subjectId, approvalView(r)]));
}
