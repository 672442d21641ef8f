import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  minorToMoney,
  type OpsTransfer,
  type OpsTransferBalances,
  type OpsTransferPage,
  type TransferStatus,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { memberRepo } from '../member/index.js';
import { pageCount } from './records.js';
import { askTransferStatus, settleChecked, type CheckedStatus } from './transfer.js';
import { DUE, transferRepo, type TransferRow } from './transfer-repo.js';

// The operator's side of transfer wallets (issue 11): the transfers list, "check now" on a PENDING transfer (the
// settling job's status check and settlement, for one transfer, at once), a member's last known vendor balances.

export const opsTransferView = (t: TransferRow): OpsTransfer => ({
  id: t.id,
  memberId: t.memberId,
  member: t.member,
  vendor: t.vendor,
  direction: t.direction,
  amount: minorToMoney(t.amount),
  currency: t.currency,
  status: t.status,
  requestId: t.requestId,
  transactionUuid: t.transactionUuid,
  failure: t.failure,
  createdAt: t.createdAt.toISOString(),
  settledAt: t.settledAt?.toISOString() ?? null,
});

const DAY_MS = 86_400_000;

/** The start of a UTC day; VALIDATION naming the field for a day that does not exist (2026-02-30). */
function dayStart(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) throw fieldError(field, 'invalid');
  return at;
}

export interface TransfersQuery {
  pageNo: number;
  pageSize: number;
  status?: TransferStatus | undefined;
  vendor?: string | undefined;
  member?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The merchant's transfers, newest first; `from` / `to` are inclusive UTC days of creation. */
export async function listTransfers(db: Db, merchant: Merchant, q: TransfersQuery): Promise<OpsTransferPage> {
  const from = q.from ? dayStart(q.from, 'from') : undefined;
  const to = q.to ? new Date(dayStart(q.to, 'to').getTime() + DAY_MS) : undefined;
  if (from && to && to <= from) throw fieldError('to', 'before from');
  const { rows, total } = await transferRepo.page(
    db,
    merchant.id,
    { status: q.status, vendor: q.vendor, member: q.member, from, to },
    { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
  );
  return { list: rows.map(opsTransferView), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

/** A PENDING transfer and what the aggregator said of it. */
export interface CheckedTransfer {
  transfer: TransferRow;
  status: CheckedStatus;
}

/**
 * The first half of "check now", before the call's audited transaction: the transfer must be the merchant's
 * (NOT_FOUND) and PENDING (ALREADY_DECIDED: nothing changes), then the aggregator is asked, outside any transaction,
 * as the settling job asks it. No answer: BUSY, and it stays PENDING; no transfer-mode connection of its vendor any
 * more: VENDOR_DISABLED (the job cannot settle it either).
 */
export async function askForCheck(app: FastifyInstance, merchant: Merchant, id: number): Promise<CheckedTransfer> {
  const transfer = await transferRepo.ofMerchant(app.db, merchant.id, id);
  if (!transfer) throw new AppError(ErrorCode.NOT_FOUND, { detail: `transfer ${id}` });
  if (transfer.status !== 'PENDING') throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `transfer is ${transfer.status}` });
  const status = await askTransferStatus(app, app.db, transfer);
  if (status) return { transfer, status };
  if (!(await transferRepo.remoteVendor(app.db, merchant.id, transfer.vendor))) {
    throw new AppError(ErrorCode.VENDOR_DISABLED, { detail: `no transfer-mode connection of ${transfer.vendor}` });
  }
  throw new AppError(ErrorCode.BUSY, { detail: 'the aggregator did not answer: the transfer stays PENDING' });
}

/**
 * The second half, in the audited transaction: completes or fails the transfer as the job would (the claim on its
 * PENDING status makes that once, whoever comes second: another check, the job, the member's replay). Second comers
 * get ALREADY_DECIDED and leave no audit row.
 */
export async function settleCheck(ctx: OpsContext, merchant: Merchant, { transfer, status }: CheckedTransfer): Promise<{ before: OpsTransfer; after: OpsTransfer }> {
  const settled = await ctx.db.transaction((tx) => settleChecked(tx, transfer, status));
  if (!settled) throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: 'settled meanwhile' });
  const now = await transferRepo.ofMerchant(ctx.db, merchant.id, transfer.id);
  return { before: opsTransferView(transfer), after: opsTransferView(now ?? transfer) };
}

/** A member's vendor balances as the aggregator last answered them (kept by the wallets view and transfers). */
export async function memberTransferBalances(db: Db, merchant: Merchant, username: string): Promise<OpsTransferBalances> {
  const member = await memberRepo.findByUsername(db, merchant.id, username);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND, { detail: `member ${username}` });
  const rows = await transferRepo.knownBalances(db, merchant.id, member.id, merchant.currency);
  return {
    memberId: member.id,
    member: member.username,
    currency: merchant.currency,
    balances: rows
      .sort((a, b) => a.vendor.localeCompare(b.vendor))
      .map((r) => ({ vendor: r.vendor, balance: minorToMoney(r.balance), checkedAt: r.checkedAt.getTime() === DUE.getTime() ? null : r.checkedAt.toISOString() })),
  };
}
