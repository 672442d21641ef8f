import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@wps/contract';
import type { Tx } from '../../db/client.js';
import { gameRounds, type GameRound } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { walletRepo } from '../wallet/repo.js';
import { credit, debit } from '../wallet/service.js';

/**
 * Seamless wallet for every vendor adapter: a bet takes the stake from the member's real wallet and opens a round,
 * a settlement pays the win and closes it. Both are idempotent on (vendor, roundId) and run inside the caller's
 * transaction, so the round row and its ledger entries commit together.
 */
export interface BetInput {
  merchantId: number;
  memberId: number;
  currency: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  /** Minor units, > 0. */
  stake: bigint;
  detail?: Record<string, unknown>;
}

export interface RoundResult {
  round: GameRound;
  /** Wallet balance after this step, minor units. */
  balance: bigint;
  /** True when the round had been placed / settled before and nothing changed now. */
  replayed: boolean;
}

async function findRound(tx: Tx, merchantId: number, vendor: string, roundId: string, lock: boolean): Promise<GameRound | null> {
  const q = tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function placeBet(tx: Tx, b: BetInput): Promise<RoundResult> {
  if (b.stake <= 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'stake must be positive' });
  const earlier = await findRound(tx, b.merchantId, b.vendor, b.roundId, false);
  if (earlier) return replay(tx, earlier, b);

  // The debit locks the wallet row: parallel bets of one member queue here and none can overspend.
  const moved = await debit(tx, {
    merchantId: b.merchantId,
    memberId: b.memberId,
    currency: b.currency,
    amount: b.stake,
    kind: 'bet',
    idempotencyKey: `bet:${b.vendor}:${b.roundId}`,
  });
  const [round] = await tx
    .insert(gameRounds)
    .values({
      merchantId: b.merchantId,
      memberId: b.memberId,
      vendor: b.vendor,
      gameCode: b.gameCode,
      gameType: b.gameType,
      roundId: b.roundId,
      stake: b.stake,
      detail: b.detail ?? {},
    })
    .onConflictDoNothing()
    .returning();
  if (round) return { round, balance: moved.balance, replayed: false };
  // A concurrent twin inserted first (its debit was the one applied): answer as a replay.
  const twin = await findRound(tx, b.merchantId, b.vendor, b.roundId, false);
  return replay(tx, twin!, b);
}

async function replay(tx: Tx, round: GameRound, b: BetInput): Promise<RoundResult> {
  if (round.memberId !== b.memberId || round.stake !== b.stake || round.gameCode !== b.gameCode) {
    throw new AppError(ErrorCode.CONFLICT, { detail: `round ${b.roundId} reused for another bet` });
  }
  const balance = await walletRepo.sumBalance(tx, b);
  return { round, balance, replayed: true };
}

export interface SettleInput {
  merchantId: number;
  currency: string;
  vendor: string;
  roundId: string;
  /** Minor units, >= 0 (0 = lost). */
  payout: bigint;
  detail?: Record<string, unknown>;
}

export async function settleRound(tx: Tx, s: SettleInput): Promise<RoundResult> {
  if (s.payout < 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'payout must not be negative' });
  const round = await findRound(tx, s.merchantId, s.vendor, s.roundId, true);
  if (!round) throw new AppError(ErrorCode.NOT_FOUND, { detail: `round ${s.roundId}` });
  const key = { merchantId: s.merchantId, memberId: round.memberId, currency: s.currency };
  if (round.status !== 'open') {
    if (round.status !== 'settled' || round.payout !== s.payout) {
      throw new AppError(ErrorCode.CONFLICT, { detail: `round ${s.roundId} already ${round.status}` });
    }
    return { round, balance: await walletRepo.sumBalance(tx, key), replayed: true };
  }
  let balance: bigint;
  if (s.payout > 0n) {
    balance = (await credit(tx, { ...key, amount: s.payout, kind: 'settle', idempotencyKey: `settle:${s.vendor}:${s.roundId}` }))
      .balance;
  } else {
    balance = await walletRepo.sumBalance(tx, key);
  }
  const [settled] = await tx
    .update(gameRounds)
    .set({
      status: 'settled',
      payout: s.payout,
      settledAt: new Date(),
      detail: sql`${gameRounds.detail} || ${JSON.stringify(s.detail ?? {})}::jsonb`,
    })
    .where(eq(gameRounds.id, round.id))
    .returning();
  return { round: settled!, balance, replayed: false };
}
