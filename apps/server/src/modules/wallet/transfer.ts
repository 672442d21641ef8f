import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  MAIN_WALLET,
  hub88ToMinor,
  TRANSFER_LOST,
  TRANSFER_WALLETS,
  isTrial,
  moneyToMinor,
  type Hub88Status,
  type TransferStatus,
  type WalletTransferRequest,
} from '@wps/contract';
import type { Executor, Tx } from '../../db/client.js';
import type { Merchant, VendorIntegration, WalletTransfer } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { publishTransferDone } from './events.js';
import { credit, debit, type MoveResult } from './service.js';
import { sendTransfer, transferStatus, type RemoteOutcome } from './transfer-remote.js';
import { transferRepo } from './transfer-repo.js';
import { vendorWalletRepo } from './vendor-repo.js';

export const TRANSFER_VENDORS = TRANSFER_WALLETS;

interface VendorMove {
  merchantId: number;
  memberId: number;
  vendor: string;
  currency: string;
  amount: bigint;
  kind: string;
  idempotencyKey: string;
}

/** The vendor wallets' equivalent of the main ledger's move: lock, replay a known key, never below zero. */
async function moveVendor(tx: Tx, m: VendorMove, signed: bigint): Promise<bigint> {
  const wallet = await vendorWalletRepo.lockForUpdate(tx, m);
  const earlier = await vendorWalletRepo.findEntryByKey(tx, m.merchantId, m.idempotencyKey);
  if (earlier) return wallet.balance;
  const balance = wallet.balance + signed;
  if (balance < 0n) throw new AppError(ErrorCode.INSUFFICIENT_FUNDS);
  await vendorWalletRepo.setBalance(tx, m.merchantId, wallet.id, balance);
  await vendorWalletRepo.insertEntry(tx, {
    merchantId: m.merchantId,
    memberId: m.memberId,
    vendorWalletId: wallet.id,
    amount: signed,
    balanceAfter: balance,
    kind: m.kind,
    idempotencyKey: m.idempotencyKey,
  });
  return balance;
}

function checkVendor(name: string): string {
  const vendor = name.toUpperCase();
  if (!(TRANSFER_VENDORS as readonly string[]).includes(vendor)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'vendor', message: `unknown wallet ${name}` }] });
  }
  return vendor;
}

/** Which wallet a request names besides the main one, and which way the money goes; amount in minor units. */
function parseRequest(req: WalletTransferRequest): { from: string; to: string; vendor: string; direction: 'deposit' | 'withdraw'; amount: bigint } {
  const from = req.from.toUpperCase();
  const to = req.to.toUpperCase();
  if ((from === MAIN_WALLET) === (to === MAIN_WALLET)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'to', message: 'one side must be the main wallet' }] });
  }
  const amount = moneyToMinor(req.amount);
  if (amount <= 0n) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'amount', message: 'must be positive' }] });
  return from === MAIN_WALLET ? { from, to, vendor: to, direction: 'deposit', amount } : { from, to, vendor: from, direction: 'withdraw', amount };
}

/**
 * Moves money between the main wallet and one in-house vendor wallet (a vendor the merchant has not connected in
 * transfer mode: the books stay here) in one transaction. The main wallet is always locked first, whatever the
 * direction, so two opposite transfers of one member cannot deadlock.
 */
export async function transferInTx(tx: Tx, merchant: Merchant, memberId: number, req: WalletTransferRequest): Promise<void> {
  const { from, to, amount } = parseRequest(req);
  const base = { merchantId: merchant.id, memberId, currency: merchant.currency, amount };
  const key = `xfer:${memberId}:${req.requestId}`;
  let main: MoveResult;
  if (from === MAIN_WALLET) {
    const vendor = checkVendor(to);
    main = await debit(tx, { ...base, kind: 'transfer_out', idempotencyKey: `${key}:out` });
    await moveVendor(tx, { ...base, vendor, kind: 'transfer_in', idempotencyKey: `${key}:in` }, amount);
  } else {
    const vendor = checkVendor(from);
    // Lock the main wallet first (a zero-change lock through the credit below would come second).
    main = await credit(tx, { ...base, kind: 'transfer_in', idempotencyKey: `${key}:in` });
    await moveVendor(tx, { ...base, vendor, kind: 'transfer_out', idempotencyKey: `${key}:out` }, -amount);
  }
  // The same requestId again moved nothing: it was reported the first time.
  if (!main.replayed) await publishTransferDone(tx, merchant.id, { memberId, from, to, amount: String(amount), requestId: req.requestId });
}

// ---- vendors in transfer mode: the balance lives at the aggregator (TransferWallet API) ----

/** The failure of a transfer the aggregator's status check did not find (and voided). */
export const LOST = TRANSFER_LOST;
const transferKey = (t: WalletTransfer) => `xfer:${t.memberId}:${t.requestId}`;
const walletNames = (t: WalletTransfer) => (t.direction === 'deposit' ? { from: MAIN_WALLET, to: t.vendor } : { from: t.vendor, to: MAIN_WALLET });

/** The aggregator applied the transfer: a withdraw credits the main wallet (once: the claim and the ledger key). */
export async function completeTransfer(tx: Tx, t: WalletTransfer): Promise<boolean> {
  const claimed = await transferRepo.settle(tx, t.id, 'COMPLETED', null);
  if (!claimed) return false;
  // The vendor's balance moved: until an answer says what it is now, the known one is due for a refresh.
  await transferRepo.markDue(tx, { merchantId: t.merchantId, memberId: t.memberId, vendor: t.vendor, currency: t.currency });
  if (t.direction === 'withdraw') {
    await credit(tx, { merchantId: t.merchantId, memberId: t.memberId, currency: t.currency, amount: t.amount, kind: 'transfer_in', idempotencyKey: `${transferKey(t)}:in` });
  }
  await publishTransferDone(tx, t.merchantId, { memberId: t.memberId, ...walletNames(t), amount: String(t.amount), requestId: t.requestId });
  return true;
}

/** The aggregator did not and will not apply the transfer: a deposit gives the main wallet its money back, once. */
export async function failTransfer(tx: Tx, t: WalletTransfer, failure: string): Promise<boolean> {
  const claimed = await transferRepo.settle(tx, t.id, 'FAILED', failure);
  if (!claimed) return false;
  if (t.direction === 'deposit') {
    await credit(tx, { merchantId: t.merchantId, memberId: t.memberId, currency: t.currency, amount: t.amount, kind: 'refund', idempotencyKey: `${transferKey(t)}:refund` });
  }
  return true;
}

/** What the aggregator's status check says of a PENDING transfer's transaction_uuid. */
export type CheckedStatus = 'COMPLETED' | 'NOT_FOUND';

/**
 * Asks the aggregator whether it applied a PENDING transfer: COMPLETED, NOT_FOUND (it voids the uuid: a late arrival
 * is refused), or null when it did not answer or the vendor has no transfer-mode connection any more (ask later).
 * An HTTP call: make it outside any transaction (the aggregator may be this server, on this database).
 */
export async function askTransferStatus(app: FastifyInstance, db: Executor, t: WalletTransfer): Promise<CheckedStatus | null> {
  const vendor = await transferRepo.remoteVendor(db, t.merchantId, t.vendor);
  return vendor ? transferStatus(app, vendor, t) : null;
}

/**
 * Applies a status check's answer in the caller's transaction: COMPLETED completes the transfer, NOT_FOUND fails it
 * (a deposit is refunded). False when it was not PENDING any more: someone else settled it, nothing moved.
 */
export function settleChecked(tx: Tx, t: WalletTransfer, status: CheckedStatus): Promise<boolean> {
  return status === 'COMPLETED' ? completeTransfer(tx, t) : failTransfer(tx, t, LOST);
}

/**
 * The member-facing error of a failed transfer (also for a replay of that request): the vendor balance too low, a
 * transfer the status check found lost (its money is back: the request is closed), or the vendor refusing it.
 */
function refusal(failure: string | null): AppError {
  if (failure === ('RS_ERROR_NOT_ENOUGH_MONEY' satisfies Hub88Status)) return new AppError(ErrorCode.INSUFFICIENT_FUNDS);
  if (failure === LOST) return new AppError(ErrorCode.ORDER_CLOSED);
  return new AppError(ErrorCode.VENDOR_DISABLED);
}

/**
 * Applies the answer of the deposit or withdraw call sent at `sentAt` (unknown outcomes leave it PENDING); answers
 * the row now. The vendor balance the answer carries (after the transfer, or as it stood when refused) becomes the
 * known one, dated by the call, so the wallets view is exact right after a transfer without asking again.
 */
async function applyOutcome(app: FastifyInstance, t: WalletTransfer, out: RemoteOutcome, sentAt: Date): Promise<WalletTransfer> {
  if (out.kind === 'unknown') return t;
  if (out.kind === 'ok') await app.db.transaction((tx) => completeTransfer(tx, t));
  else await app.db.transaction((tx) => failTransfer(tx, t, out.status));
  const balance = out.answer.balance === undefined ? null : hub88ToMinor(out.answer.balance);
  if (balance !== null) await transferRepo.saveBalance(app.db, { merchantId: t.merchantId, memberId: t.memberId, vendor: t.vendor, currency: t.currency }, balance, sentAt);
  // Another caller (the settling job) may have decided first: answer what the row says now.
  return (await transferRepo.findById(app.db, t.id)) ?? t;
}

/**
 * A transfer with a transfer-mode vendor. The main wallet's side is written first with the PENDING row (a deposit
 * debits it in that transaction), then the aggregator is called OUTSIDE any transaction (it may be this very server,
 * on the same database). A replayed request id sends its PENDING transfer again with the same transaction_uuid
 * (applied once by the aggregator) and answers a settled one as it ended.
 */
async function remoteTransfer(app: FastifyInstance, merchant: Merchant, memberId: number, vendor: VendorIntegration, req: WalletTransferRequest): Promise<TransferStatus> {
  const { direction, amount } = parseRequest(req);
  if (direction === 'deposit' && !vendor.enabled) throw new AppError(ErrorCode.VENDOR_DISABLED);
  const row = await app.db.transaction(async (tx) => {
    const got = await transferRepo.insertOrFind(tx, {
      merchantId: merchant.id,
      memberId,
      vendor: vendor.vendor,
      direction,
      amount,
      currency: merchant.currency,
      requestId: req.requestId,
      transactionUuid: randomUUID(),
    });
    const t = got.row;
    if (t.vendor !== vendor.vendor || t.direction !== direction || t.amount !== amount) {
      throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `request ${req.requestId} was another transfer` });
    }
    if (got.created && direction === 'deposit') {
      await debit(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, amount, kind: 'transfer_out', idempotencyKey: `${transferKey(t)}:out` });
    }
    return t;
  });
  if (row.status === 'COMPLETED') return 'COMPLETED';
  if (row.status === 'FAILED') throw refusal(row.failure);
  const sentAt = new Date();
  const now = await applyOutcome(app, row, await sendTransfer(app, vendor, row), sentAt);
  if (now.status === 'FAILED') throw refusal(now.failure);
  return now.status;
}

/** GCS_walletTransfer: how the transfer ended (PENDING: the vendor's answer is not known yet). */
export async function transfer(app: FastifyInstance, merchant: Merchant, memberId: number, req: WalletTransferRequest): Promise<TransferStatus> {
  const member = await memberRepo.findById(app.db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  const { vendor } = parseRequest(req);
  const remote = await transferRepo.remoteVendor(app.db, merchant.id, vendor);
  if (remote) return remoteTransfer(app, merchant, memberId, remote, req);
  await app.db.transaction((tx: Tx) => transferInTx(tx, merchant, memberId, req));
  return 'COMPLETED';
}
