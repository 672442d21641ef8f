import { ErrorCode, isTrial, minorToMoney, moneyToMinor, type AdjustmentStatus, type OpsAdjustment, type OpsAdjustmentRequest } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { adjustmentRepo, type AdjustmentRow } from './adjustments-repo.js';
import { pageCount } from './records.js';
import { credit, debit } from './service.js';

// Manual balance adjustments (issue 13): one operator asks with a reason, a different one approves (the ledger
// moves, key `adjust:<id>`) or rejects. Always two operators, whatever the merchant's dual-approval threshold.

/** The operator of the request. */
export interface Operator {
  id: number;
  username: string;
}

export const adjustmentView = (r: AdjustmentRow): OpsAdjustment => ({
  id: r.id,
  member: r.member,
  amount: minorToMoney(r.amount),
  reason: r.reason,
  status: r.status,
  requestedBy: r.requestedByName,
  requestedAt: r.requestedAt.toISOString(),
  decidedBy: r.decidedByName,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decisionNote: r.decisionNote,
  ledgerEntryId: r.ledgerEntryId,
});


export async function listAdjustments(
  db: Db,
  merchant: Merchant,
  q: { status?: AdjustmentStatus | undefined; pageNo: number; pageSize: number },
): Promise<{ list: OpsAdjustment[]; pageNo: number; totalPages: number; totalCount: number }> {
  const { rows, total } = await adjustmentRepo.page(db, merchant.id, q.status, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
  return { list: rows.map(adjustmentView), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

/** Asks for an adjustment of a real member's balance: it waits, pending, for another operator. */
export async function requestAdjustment(db: Db, merchant: Merchant, by: Operator, input: OpsAdjustmentRequest): Promise<OpsAdjustment> {
  const member = await memberRepo.findByUsername(db, merchant.id, input.member);
  if (!member) throw fieldError('member', 'no such member');
  if (isTrial(member.type)) throw fieldError('member', 'a trial account has no real balance');
  const row = await adjustmentRepo.insert(db, {
    merchantId: merchant.id,
    memberId: member.id,
    amount: moneyToMinor(input.amount),
    reason: input.reason,
    requestedById: by.id,
    requestedByName: by.username,
  });
  return adjustmentView({ ...row, member: member.username });
}

/** A pending adjustment of the merchant, locked for a decision: NOT_FOUND, ALREADY_DECIDED. */
async function lockPending(db: Db, merchant: Merchant, id: number): Promise<AdjustmentRow> {
  const row = await adjustmentRepo.byId(db, merchant.id, id, true);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.status !== 'pending') throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `adjustment is ${row.status}` });
  return row;
}

/**
 * Carries a pending adjustment out, by an operator other than its requester (SAME_OPERATOR otherwise): a credit or a
 * debit on the ledger with the key `adjust:<id>`, in the same transaction as the adjustment's new status. A debit
 * the balance does not cover is INSUFFICIENT_FUNDS and the adjustment stays pending.
 */
export async function approveAdjustment(db: Db, merchant: Merchant, by: Operator, id: number): Promise<{ before: OpsAdjustment; after: OpsAdjustment }> {
  return db.transaction(async (tx) => {
    const row = await lockPending(tx, merchant, id);
    if (row.requestedById === by.id) throw new AppError(ErrorCode.SAME_OPERATOR, { detail: 'another operator must approve' });
    const move = {
      merchantId: merchant.id,
      memberId: row.memberId,
      currency: merchant.currency,
      amount: row.amount < 0n ? -row.amount : row.amount,
      kind: 'adjust',
      idempotencyKey: `adjust:${row.id}`,
    };
    const moved = row.amount < 0n ? await debit(tx, move) : await credit(tx, move);
    const done = await adjustmentRepo.decide(tx, row.id, {
      status: 'approved',
      decidedById: by.id,
      decidedByName: by.username,
      decidedAt: new Date(),
      ledgerEntryId: moved.entryId,
    });
    if (!done) throw new AppError(ErrorCode.ALREADY_DECIDED);
    return { before: adjustmentView(row), after: adjustmentView({ ...done, member: row.member }) };
  });
}

/** Refuses a pending adjustment with a reason (its requester may withdraw it too); the balance does not move. */
export async function rejectAdjustment(
  db: Db,
  merchant: Merchant,
  by: Operator,
  id: number,
  reason: string,
): Promise<{ before: OpsAdjustment; after: OpsAdjustment }> {
  return db.transaction(async (tx) => {
    const row = await lockPending(tx, merchant, id);
    const done = await adjustmentRepo.decide(tx, row.id, {
      status: 'rejected',
      decidedById: by.id,
      decidedByName: by.username,
      decidedAt: new Date(),
      decisionNote: reason,
    });
    if (!done) throw new AppError(ErrorCode.ALREADY_DECIDED);
    return { before: adjustmentView(row), after: adjustmentView({ ...done, member: row.member }) };
  });
}
