import { ErrorCode } from '@wps/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/envelope.js';
import type { Wallet } from '../../db/schema.js';
import { ledgerRepo, walletRepo } from './repo.js';

export interface MoneyMove {
  merchantId: number;
  memberId: number;
  currency: string;
  /** Minor units, strictly positive; credit adds it, debit takes it. */
  amount: bigint;
  /**
   * What moved the money: 'seed', 'deposit', 'bet', 'settle', ... For a debit it is also its purpose: every kind but
   * those of STAYS_WITH_MEMBER takes money out of the member's reach, and the spend locks apply (see spendRefusal).
   */
  kind: string;
  /** Unique per merchant: the same key twice is the same move, applied once. */
  idempotencyKey: string;
  /**
   * The member's wallet row when the caller locked it already in this transaction (walletRepo.lockForUpdate) and
   * nothing moved it since: the move then skips locking it again. Its balance is kept current by the move.
   */
  locked?: Wallet | undefined;
}

export interface MoveResult {
  entryId: number;
  /** Balance after the move, minor units. */
  balance: bigint;
  /** True when the key had been applied before and nothing changed now. */
  replayed: boolean;
}

/**
 * Debits after which the money is still the member's to play with: a bet (its stake counts toward turnover), a
 * settlement taking back a payout, a transfer to one of the member's own vendor wallets (from there it can only come
 * back here, where the locks hold it again) and an operator's adjustment (the house's decision, approved by two). Every
 * other debit, today's (a withdrawal's hold, a transfer to a downline, an agent's salary or dividend to another member)
 * and any later one, takes money out of the member's reach and may only spend what the spend locks leave free.
 */
const STAYS_WITH_MEMBER: ReadonlySet<string> = new Set(['bet', 'settle', 'transfer_out', 'adjust']);

/** Part of a member's balance that may not leave their reach yet, and the error that refuses a debit of it. */
export interface HeldFunds {
  amount: bigint;
  refusal: AppError;
}

/**
 * A rule that holds part of a member's balance (the bonus module: an open turnover holds all of it). It runs in the
 * debit's transaction after the wallet row is locked, so a change made with a balance change (a bonus paid with its
 * requirement) is either all seen or waits for the lock. Registered by the module owning the rule, so the wallet
 * imports none of them.
 */
export type SpendLock = (tx: Tx, owner: { merchantId: number; memberId: number }, balance: bigint) => Promise<HeldFunds | null>;
const spendLocks: SpendLock[] = [];
export function onSpendLock(lock: SpendLock): void {
  spendLocks.push(lock);
}

/** Debits that start play: a bet, a transfer into a transfer-mode vendor's wallet (played there). */
const PLAY_KINDS: ReadonlySet<string> = new Set(['bet', 'transfer_out']);

/**
 * A rule that may refuse play (the responsible-gaming module: a time-out, an exclusion, a loss or wager limit). It
 * runs in the debit's transaction after the wallet row is locked, so one member's bets queue and a limit checked here
 * cannot be passed by two bets at once; only for a wallet whose `playChecks` the rule's owner switched on (a member
 * without any rule costs nothing). Registered by the module owning the rule; it answers the refusal or null.
 */
export type PlayGuard = (tx: Tx, move: MoneyMove) => Promise<AppError | null>;
const playGuards: PlayGuard[] = [];
export function onPlayGuard(guard: PlayGuard): void {
  playGuards.push(guard);
}

async function playRefusal(tx: Tx, m: MoneyMove, wallet: Wallet): Promise<AppError | null> {
  if (!wallet.playChecks || !PLAY_KINDS.has(m.kind)) return null;
  for (const guard of playGuards) {
    const refused = await guard(tx, m);
    if (refused) return refused;
  }
  return null;
}

/** The refusal of a debit that would take held money out of the member's reach, or null when it may go. */
async function spendRefusal(tx: Tx, m: MoneyMove, balance: bigint): Promise<AppError | null> {
  if (STAYS_WITH_MEMBER.has(m.kind)) return null;
  for (const lock of spendLocks) {
    const held = await lock(tx, m, balance);
    if (held && balance - held.amount < m.amount) return held.refusal;
  }
  return null;
}

/**
 * The one place a balance changes. Runs inside the caller's transaction so the caller's own writes (an order, a
 * withdrawal) commit or roll back together with the money: lock the wallet row, replay a known key, refuse to go
 * below zero or into held money (spendRefusal), write the ledger entry and the balance.
 */
async function move(tx: Tx, m: MoneyMove, signed: bigint): Promise<MoveResult> {
  if (m.amount <= 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'amount must be positive' });
  const wallet = m.locked ?? (await walletRepo.lockForUpdate(tx, m));

  const balance = wallet.balance + signed;
  const refused = signed < 0n && balance >= 0n ? ((await playRefusal(tx, m, wallet)) ?? (await spendRefusal(tx, m, wallet.balance))) : null;
  // The entry goes in with the balance, and its key's unique index tells a replay: one statement instead of a
  // look-up, an insert and an update on every move. A concurrent move with the same key committed before we got the
  // lock, or waits for ours.
  const entry =
    balance < 0n || refused
      ? null
      : await ledgerRepo.applyUnlessKnown(tx, {
          merchantId: m.merchantId,
          memberId: m.memberId,
          walletId: wallet.id,
          amount: signed,
          balanceAfter: balance,
          kind: m.kind,
          idempotencyKey: m.idempotencyKey,
        });
  if (entry) {
    wallet.balance = balance;
    return { entryId: entry.id, balance, replayed: false };
  }
  // A replay is answered even when the balance no longer covers the amount, or it is held now (it moves nothing).
  const earlier = await ledgerRepo.findByKey(tx, m.merchantId, m.idempotencyKey);
  if (!earlier) throw refused ?? new AppError(ErrorCode.INSUFFICIENT_FUNDS);
  if (earlier.memberId !== m.memberId || earlier.amount !== signed || earlier.kind !== m.kind) {
    throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `idempotency key ${m.idempotencyKey} reused for another move` });
  }
  return { entryId: earlier.id, balance: wallet.balance, replayed: true };
}

export const credit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, m.amount);

/**
 * Throws INSUFFICIENT_FUNDS (409) when the balance does not cover the amount, and a spend lock's refusal (an open
 * turnover: TURNOVER_OPEN) when a debit that takes money out of the member's reach would spend held money.
 */
export const debit = (tx: Tx, m: MoneyMove): Promise<MoveResult> => move(tx, m, -m.amount);
