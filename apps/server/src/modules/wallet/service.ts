import { ErrorCode } from '@wps/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/envelope.js';
import { ledgerRepo, walletRepo } from './repo.js';

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

  const balance = wallet.balance + signed;
  // The entry goes in first and its key's unique index tells a replay: one statement instead of a look-up and an
  // insert on every move (the wallet path's hottest statements). A concurrent move with the same key committed
  // before we got the lock, or waits for ours.
  const entry =
    balance < 0n
      ? null
      : await ledgerRepo.insertUnlessKnown(tx, {
          merchantId: m.merchantId,
          memberId: m.memberId,
          walletId: wallet.id,
          amount: signed,
          balanceAfter: balance,
          kind: m.kind,
          idempotencyKey: m.idempotencyKey,
        });
  if (entry) {
    await walletRepo.setBalance(tx, m.merchantId, wallet.id, balance);
    return { entryId: entry.id, balance, replayed: false };
  }
  // A replay is answered even when the balance no longer covers the amount (it moves nothing).
  const earlier = await ledgerRepo.findByKey(tx, m.merchantId, m.idempotencyKey);
  if (!earlier) throw new AppError(ErrorCode.INSUFFICIENT_FUNDS);
  if (earlier.memberId !== m.memberId || earlier.amount !== signed || earlier.kind !== m.kind) {
    throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `idempotency key ${m.idempotencyKey} reused for another move` });
  }
  return { entryId: earlier.id, balance: wallet.balance, replayed: true };
}

export const credit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, m.amount);

/** Throws INSUFFICIENT_FUNDS (409) when the balance does not cover the amount. */
export const debit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, -m.amount);
