import { ErrorCode } from '@wps/contract';
import type { Tx } from '../../db/client.js';
import type { GameRound } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { credit, debit, walletRepo } from '../wallet/index.js';
import { publishBetPlaced, publishRoundSettled } from './events.js';
import { roundRepo } from './round-repo.js';

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

export async function placeBet(tx: Tx, b: BetInput): Promise<RoundResult> {
  if (b.stake <= 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'stake must be positive' });
  const earlier = await roundRepo.find(tx, b.merchantId, b.vendor, b.roundId, false);
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
  const round = await roundRepo.insert(tx, {
    merchantId: b.merchantId,
    memberId: b.memberId,
    vendor: b.vendor,
    gameCode: b.gameCode,
    gameType: b.gameType,
    roundId: b.roundId,
    stake: b.stake,
    detail: b.detail ?? {},
  });
  if (round) {
    await publishBetPlaced(tx, b.merchantId, { ...roundFacts(round), stake: String(b.stake) });
    return { round, balance: moved.balance, replayed: false };
  }
  // A concurrent twin inserted first (its debit was the one applied): answer as a replay.
  const twin = await roundRepo.find(tx, b.merchantId, b.vendor, b.roundId, false);
  return replay(tx, twin!, b);
}

const roundFacts = (r: GameRound) => ({ memberId: r.memberId, vendor: r.vendor, gameCode: r.gameCode, gameType: r.gameType, roundId: r.roundId });

async function replay(tx: Tx, round: GameRound, b: BetInput): Promise<RoundResult> {
  if (round.memberId !== b.memberId || round.stake !== b.stake || round.gameCode !== b.gameCode) {
    throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `round ${b.roundId} reused for another bet` });
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
  const round = await roundRepo.find(tx, s.merchantId, s.vendor, s.roundId, true);
  if (!round) throw new AppError(ErrorCode.NOT_FOUND, { detail: `round ${s.roundId}` });
  const key = { merchantId: s.merchantId, memberId: round.memberId, currency: s.currency };
  if (round.status !== 'open') {
    if (round.status !== 'settled' || round.payout !== s.payout) {
      throw new AppError(ErrorCode.ROUND_CLOSED, { detail: `round ${s.roundId} already ${round.status}` });
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
  const settled = await roundRepo.settle(tx, round.id, s.payout, s.detail ?? {});
  await publishRoundSettled(tx, s.merchantId, { ...roundFacts(settled), stake: String(settled.stake), payout: String(s.payout) });
  return { round: settled, balance, replayed: false };
}
