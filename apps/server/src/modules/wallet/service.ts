import { ErrorCode, minorToMoney, type WalletGcs } from '@wps/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { ledgerRepo, walletRepo } from './repo.js';
import { vendorWalletRepo } from './vendor-repo.js';

export interface MoneyMove {
  merchantId: number;
  memberId: number;
  currency: string;
  /** Minor units, strictly positive; credit adds it, debit takes it. */
  amount: bigint;
  /** What moved the money: 'seed', 'deposit', 'bet', 'settle', ... */
  kind: string;
  /** Unique per merchant: the same key twice is the same move, applied once. */
  idempotencyKey: string;
}

export interface MoveResult {
  entryId: number;
  /** Balance after the move, minor units. */
  balance: bigint;
  /** True when the key had been applied before and nothing changed now. */
  replayed: boolean;
}

/**
 * The one place a balance changes. Runs inside the caller's transaction so the caller's own writes (an order, a
 * withdrawal) commit or roll back together with the money: lock the wallet row, replay a known key, refuse to go
 * below zero, write the ledger entry and the balance.
 */
async function move(tx: Tx, m: MoneyMove, signed: bigint): Promise<MoveResult> {
  if (m.amount <= 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'amount must be positive' });
  const wallet = await walletRepo.lockForUpdate(tx, m);

  // Checked under the lock: a concurrent move with the same key has committed by now, or waits for us.
  const earlier = await ledgerRepo.findByKey(tx, m.merchantId, m.idempotencyKey);
  if (earlier) {
    if (earlier.memberId !== m.memberId || earlier.amount !== signed || earlier.kind !== m.kind) {
      throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `idempotency key ${m.idempotencyKey} reused for another move` });
    }
    return { entryId: earlier.id, balance: wallet.balance, replayed: true };
  }

  const balance = wallet.balance + signed;
  if (balance < 0n) throw new AppError(ErrorCode.INSUFFICIENT_FUNDS);
  await walletRepo.setBalance(tx, m.merchantId, wallet.id, balance);
  const entry = await ledgerRepo.insert(tx, {
    merchantId: m.merchantId,
    memberId: m.memberId,
    walletId: wallet.id,
    amount: signed,
    balanceAfter: balance,
    kind: m.kind,
    idempotencyKey: m.idempotencyKey,
  });
  return { entryId: entry.id, balance, replayed: false };
}

export const credit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, m.amount);

/** Throws INSUFFICIENT_FUNDS (409) when the balance does not cover the amount. */
export const debit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, -m.amount);

export async function getGcs(db: Db, merchant: Merchant, memberId: number): Promise<WalletGcs> {
  const total = await walletRepo.sumBalance(db, { merchantId: merchant.id, memberId, currency: merchant.currency });
  const vendors = await vendorWalletRepo.listForMember(db, merchant.id, memberId, merchant.currency);
  const sum = vendors.reduce((acc, w) => acc + w.balance, total);
  return {
    sumBalance: minorToMoney(sum),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    mainBalance: minorToMoney(total),
    wallets: vendors.map((w) => ({ vendor: w.vendor, balance: minorToMoney(w.balance) })),
  };
}
