import { ErrorCode, MAIN_WALLET, TRANSFER_WALLETS, isTrial, moneyToMinor, type WalletTransferRequest } from '@wps/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { publishTransferDone } from './events.js';
import { credit, debit, type MoveResult } from './service.js';
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

/**
 * Moves money between the main wallet and one vendor wallet in one transaction. The main wallet is always locked
 * first, whatever the direction, so two opposite transfers of one member cannot deadlock.
 */
export async function transferInTx(tx: Tx, merchant: Merchant, memberId: number, req: WalletTransferRequest): Promise<void> {
  const from = req.from.toUpperCase();
  const to = req.to.toUpperCase();
  if ((from === MAIN_WALLET) === (to === MAIN_WALLET)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'to', message: 'one side must be the main wallet' }] });
  }
  const amount = moneyToMinor(req.amount);
  if (amount <= 0n) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'amount', message: 'must be positive' }] });
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

export async function transfer(db: Db, merchant: Merchant, memberId: number, req: WalletTransferRequest): Promise<void> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  await db.transaction((tx) => transferInTx(tx, merchant, memberId, req));
}
