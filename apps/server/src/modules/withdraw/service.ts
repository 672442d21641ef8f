import {
  ErrorCode,
  MONEY_LIMITS,
  amountProblem,
  isTrial,
  minorToMoney,
  moneyToMinor,
  type AmountProblem,
  type ApprovalState,
  type OpsWithdraw,
  type OpsWithdrawDecision,
  type WithdrawInfo,
  type WithdrawOrder as WithdrawOrderView,
  type WithdrawPage,
  type WithdrawRequest,
  type WithdrawStatus,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Merchant, WithdrawOrder } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { newOrderNo } from '../deposit/index.js';
import { bankCardRepo, cardView, hasPaymentPassword, maskAccount, memberRepo, verifyPaymentPassword } from '../member/index.js';
import { clearApproval, dualApproval, dualApprovalRequired, pendingApprovalsOf, type ApprovalSubject, type Approver } from '../operator/index.js';
import { credit, debit, ordersFilter, recordsPage, walletRepo, type OrdersQuery } from '../wallet/index.js';
import { publishWithdrawalPaid, publishWithdrawalRejected, publishWithdrawalRequested } from './events.js';
import { withdrawRepo, type WithdrawRow } from './repo.js';

const MIN = BigInt(MONEY_LIMITS.withdrawMinMinor);
const MAX = BigInt(MONEY_LIMITS.withdrawMaxMinor);
const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  invalid: 'not an amount',
  below: 'below the withdrawal minimum',
  above: 'above the withdrawal maximum',
  funds: 'above the balance',
};

export const withdrawView = (r: WithdrawRow): WithdrawOrderView => ({
  orderNo: r.orderNo,
  amount: minorToMoney(r.amount),
  status: r.status as WithdrawStatus,
  bankName: r.bankName,
  accountNo: maskAccount(r.accountNo),
  createdAt: r.createdAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
});

/** A merchant's withdrawal with its member and card, by number (and of one member when given). */
export async function findRow(db: Db, merchant: Merchant, orderNo: string, memberId?: number): Promise<WithdrawRow | null> {
  const { rows } = await withdrawRepo.list(db, merchant.id, { orderNo, memberId }, { limit: 1, offset: 0 });
  return rows[0] ?? null;
}

/** One of the member's own withdrawals (another member's number is NOT_FOUND). */
export async function getWithdrawal(db: Db, merchant: Merchant, memberId: number, orderNo: string): Promise<WithdrawOrderView> {
  const row = await findRow(db, merchant, orderNo, memberId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return withdrawView(row);
}

export async function withdrawInfo(db: Db, merchant: Merchant, memberId: number): Promise<WithdrawInfo> {
  const k = { merchantId: merchant.id, memberId };
  return {
    balance: minorToMoney(await walletRepo.sumBalance(db, { ...k, currency: merchant.currency })),
    min: minorToMoney(MIN),
    max: minorToMoney(MAX),
    hasPaymentPassword: await hasPaymentPassword(db, merchant, memberId),
    cards: (await bankCardRepo.list(db, k)).map(cardView),
  };
}

/**
 * Checks other modules register (the identity module's KYC gate): each may refuse a withdrawal of this amount before
 * anything is held. Run after the amount's own rules, before the payment password is tried.
 */
export type WithdrawCheck = (db: Executor, d: { merchantId: number; memberId: number; amount: bigint }) => Promise<void>;
const withdrawChecks: WithdrawCheck[] = [];
export function onWithdrawCheck(check: WithdrawCheck): void {
  withdrawChecks.push(check);
}

/**
 * Requests a payout: checks the card, the limits and the payment password, then holds the amount (a ledger debit)
 * in the same transaction that creates the order, so a refused hold leaves no order and a held amount always has
 * one. The hold is a debit out of the member's reach: an open bonus turnover refuses it there (TURNOVER_OPEN), under
 * the wallet's lock. The same requestId answers the same order without holding twice.
 */
export async function requestWithdrawal(db: Db, merchant: Merchant, memberId: number, req: WithdrawRequest): Promise<WithdrawOrderView> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  const k = { merchantId: merchant.id, memberId };

  const earlier = await withdrawRepo.byRequestId(db, merchant.id, memberId, req.requestId);
  if (earlier) {
    if (earlier.amount !== moneyToMinor(req.amount) || earlier.bankCardId !== req.bankCardId) throw new AppError(ErrorCode.REQUEST_REUSED);
    return withdrawView((await findRow(db, merchant, earlier.orderNo))!);
  }

  const card = await bankCardRepo.find(db, k, req.bankCardId);
  if (!card) throw new AppError(ErrorCode.BANK_CARD_REQUIRED);
  // The contract's rule, as the form checks it (the balance is the ledger's to check, below).
  const problem = amountProblem(req.amount, { min: minorToMoney(MIN), max: minorToMoney(MAX) });
  if (problem) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'amount', message: AMOUNT_PROBLEMS[problem] }] });
  const amount = moneyToMinor(req.amount);
  for (const check of withdrawChecks) await check(db, { ...k, amount });
  await verifyPaymentPassword(db, merchant, memberId, req.paymentPassword);

  const orderNo = await db.transaction(async (tx) => {
    const order = await withdrawRepo.insert(tx, {
      ...k,
      orderNo: newOrderNo('W'),
      bankCardId: card.id,
      amount,
      requestId: req.requestId,
    });
    // A concurrent twin with the same requestId won the insert: it holds the money, we hold nothing.
    if (!order) return null;
    await debit(tx, { ...k, currency: merchant.currency, amount, kind: 'withdraw_hold', idempotencyKey: `withdraw:${order.orderNo}:hold` });
    await publishWithdrawalRequested(tx, merchant.id, { memberId, orderNo: order.orderNo, amount: String(amount) });
    return order.orderNo;
  });
  const row = orderNo
    ? await findRow(db, merchant, orderNo)
    : await withdrawRepo.byRequestId(db, merchant.id, memberId, req.requestId).then((o) => (o ? findRow(db, merchant, o.orderNo) : null));
  if (!row) throw new AppError(ErrorCode.CONFLICT);
  return withdrawView(row);
}

export async function listWithdrawals(
  db: Db,
  merchant: Merchant,
  f: OrdersQuery,
): Promise<WithdrawPage & { rows: WithdrawRow[] }> {
  const page = recordsPage(f.pageNo);
  const { rows, total } = await withdrawRepo.list(db, merchant.id, ordersFilter(f), page.window);
  return { list: rows.map(withdrawView), rows, ...page.numbers(total) };
}

/** A withdrawal's dual approval is keyed by its order number. */
const approvalSubject = (order: WithdrawOrder): ApprovalSubject => ({ merchantId: order.merchantId, subject: 'withdrawal', subjectId: order.orderNo });

type Decided = { before: WithdrawOrderView; after: OpsWithdrawDecision };

/**
 * Operator: closes a pending withdrawal as `status`, and in the same transaction does what that decision does with
 * the held amount (`then`); ORDER_CLOSED when the order is no longer pending. The order's row is locked first, so
 * decisions on one order take turns. `gate` runs before the change: it gives the note to keep, or (an approval that
 * needs a second operator) what the order now waits for, and then nothing else changes.
 */
async function decide(
  db: Db,
  merchant: Merchant,
  orderNo: string,
  status: 'success' | 'rejected',
  gate: (tx: Tx, order: WithdrawOrder) => Promise<{ wait: ApprovalState } | { note: string | undefined }>,
  then: (tx: Tx, order: WithdrawOrder) => Promise<void>,
): Promise<Decided> {
  const outcome = await db.transaction(async (tx): Promise<{ before: WithdrawOrderView; wait?: ApprovalState }> => {
    const order = await withdrawRepo.lockByOrderNo(tx, merchant.id, orderNo);
    if (!order) throw new AppError(ErrorCode.NOT_FOUND);
    const before = withdrawView((await findRow(tx, merchant, orderNo))!);
    if (order.status !== 'pending') throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
    const step = await gate(tx, order);
    if ('wait' in step) return { before, wait: step.wait };
    const done = await withdrawRepo.transition(tx, order.id, ['pending'], { status, completedAt: new Date(), note: step.note ?? null });
    if (!done) throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
    await clearApproval(tx, approvalSubject(order));
    await then(tx, order);
    return { before };
  });
  if (outcome.wait) return { before: outcome.before, after: { ...outcome.before, approval: outcome.wait } };
  return { before: outcome.before, after: withdrawView((await findRow(db, merchant, orderNo))!) };
}

/**
 * Operator: the payout was sent. The held amount simply stays out of the wallet. With an approver and an amount from
 * the merchant's dual-approval threshold, the first approval is only recorded (the answer's `approval`), the same
 * operator again is SAME_OPERATOR and another operator's approval pays.
 */
export async function approveWithdrawalAs(db: Db, merchant: Merchant, orderNo: string, by: Approver | undefined, note?: string): Promise<Decided> {
  return decide(
    db,
    merchant,
    orderNo,
    'success',
    async (tx, order) => {
      if (!by) return { note };
      const step = await dualApproval(tx, approvalSubject(order), by, { required: dualApprovalRequired(merchant, order.amount), note });
      return step.execute ? { note: note ?? step.first?.note ?? undefined } : { wait: step.approval };
    },
    async (tx, order) => {
      await publishWithdrawalPaid(tx, merchant.id, { memberId: order.memberId, orderNo: order.orderNo, amount: String(order.amount) });
    },
  );
}

/** Operator: refused; the held amount goes back to the wallet in the same transaction as the status. */
export async function rejectWithdrawalAs(db: Db, merchant: Merchant, orderNo: string, note?: string): Promise<Decided> {
  return decide(
    db,
    merchant,
    orderNo,
    'rejected',
    async () => ({ note }),
    async (tx, order) => {
      await credit(tx, {
        merchantId: merchant.id,
        memberId: order.memberId,
        currency: merchant.currency,
        amount: order.amount,
        kind: 'withdraw_release',
        idempotencyKey: `withdraw:${order.orderNo}:release`,
      });
      await publishWithdrawalRejected(tx, merchant.id, { memberId: order.memberId, orderNo: order.orderNo, amount: String(order.amount) });
    },
  );
}

/** Operator: refuses a withdrawal (see rejectWithdrawalAs). */
export async function rejectWithdrawal(db: Db, merchant: Merchant, orderNo: string, note?: string): Promise<WithdrawOrderView> {
  return (await rejectWithdrawalAs(db, merchant, orderNo, note)).after;
}

/** Operator: a page of the merchant's withdrawals with the payee and, on pending ones, a first approval waiting. */
export async function opsListWithdrawals(
  db: Db,
  merchant: Merchant,
  q: { status?: WithdrawStatus | undefined; pageNo: number },
): Promise<{ list: OpsWithdraw[]; pageNo: number; totalPages: number; totalCount: number }> {
  const page = await listWithdrawals(db, merchant, { status: q.status, pageNo: q.pageNo });
  const open = page.rows.filter((r) => r.status === 'pending').map((r) => r.orderNo);
  const approvals = await pendingApprovalsOf(db, merchant.id, 'withdrawal', open);
  const list = page.rows.map((r) => {
    const approval = r.status === 'pending' ? approvals.get(r.orderNo) : undefined;
    return { ...withdrawView(r), member: r.member, accountName: r.accountName, ...(approval ? { approval } : {}) };
  });
  return { list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
}
