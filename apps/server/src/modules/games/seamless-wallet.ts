import { ErrorCode } from '@wps/contract';
import type { Tx } from '../../db/client.js';
import type { GameRound, Wallet } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { credit, debit, walletRepo } from '../wallet/index.js';
import { publishBetPlaced, publishRoundAdjusted, publishRoundSettled } from './events.js';
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

// Multi-bet rounds (the Hub88 wallet and the in-house studio on it): each movement has its own ledger key (the
// wallet transaction's), a round takes any number of bets and wins until it is closed, and a rollback takes one
// movement back. The single-bet placeBet / settleRound above stay for their callers.

export interface RoundMove {
  merchantId: number;
  memberId: number;
  currency: string;
  vendor: string;
  roundId: string;
  /** Minor units, >= 0 (a stake of 0: a free round; a win of 0: a lost round; neither has a ledger entry). */
  amount: bigint;
  /** The movement's unique ledger key. */
  ledgerKey: string;
  /** The member's wallet row, when the caller locked it in this transaction already (see MoneyMove.locked). */
  locked?: Wallet | undefined;
}

/** The wallet's balance now: the locked row's when the caller holds it (no statement), else the database's. */
const balanceNow = (tx: Tx, m: RoundMove) => (m.locked ? Promise.resolve(m.locked.balance) : walletRepo.sumBalance(tx, m));

const lockedRound = async (tx: Tx, m: RoundMove): Promise<GameRound | null> => {
  const round = await roundRepo.find(tx, m.merchantId, m.vendor, m.roundId, true);
  if (round && round.memberId !== m.memberId) throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `round ${m.roundId} of another member` });
  return round;
};

/**
 * Takes a stake and adds it to its round (opening the round on its first bet); ROUND_CLOSED on a closed round. A
 * free round's stake of 0 opens or joins the round with no debit and no bet.placed (nothing was wagered).
 */
export async function addStake(tx: Tx, m: RoundMove & { gameCode: string; gameType: string; close?: boolean }): Promise<RoundResult> {
  if (m.amount < 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'stake must not be negative' });
  // The debit locks the wallet row: parallel bets of one member queue here and none can overspend. A refusal below
  // throws, and the caller's transaction takes the debit back with it.
  const moved = m.amount > 0n ? await debit(tx, { ...m, kind: 'bet', idempotencyKey: m.ledgerKey }) : { balance: await balanceNow(tx, m) };
  const { amount, ledgerKey: _key, currency: _currency, locked: _locked, close, ...facts } = m;
  // Most rounds have one bet: open it, and only when it exists already lock it and add to it.
  let round = await roundRepo.insert(tx, { ...facts, stake: amount });
  if (!round) {
    const open = (await lockedRound(tx, m))!;
    if (open.status !== 'open') throw new AppError(ErrorCode.ROUND_CLOSED, { detail: `round ${m.roundId} already ${open.status}` });
    round = await roundRepo.adjust(tx, open.id, { stake: amount });
  }
  if (m.amount > 0n) await publishBetPlaced(tx, m.merchantId, { ...roundFacts(round), stake: String(m.amount) });
  // A bet that ends its round (Hub88's round_closed on a bet: no win will come) settles it now, lost.
  if (close) round = await change(tx, m, {}, true);
  return { round, balance: moved.balance, replayed: false };
}

/**
 * Applies a round's change and, when it closes an open round, settles it once: status and the round.settled event
 * with its totals (a round whose whole stake went back is void, with no event: nothing was wagered). A change of a
 * round that was settled already (a win after the round ended, a rollback of one of its bets or wins) is reported
 * as round.adjusted with this movement's deltas: round.settled's subscribers added its totals once, so it is never
 * published again. A void round was never reported and a zero movement changes nothing: neither publishes.
 * NOT_FOUND without the round, REQUEST_REUSED when it is another member's (the caller's transaction takes the
 * money moved before back with it).
 */
async function change(tx: Tx, m: RoundMove, d: { stake?: bigint; payout?: bigint; detail?: Record<string, unknown> | undefined }, close: boolean) {
  const key = { merchantId: m.merchantId, vendor: m.vendor, roundId: m.roundId };
  const moved = await roundRepo.move(tx, key, { stake: d.stake ?? 0n, payout: d.payout ?? 0n, detail: d.detail, close });
  if (!moved) throw new AppError(ErrorCode.NOT_FOUND, { detail: `round ${m.roundId}` });
  const { before, after } = moved;
  if (after.memberId !== m.memberId) throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `round ${m.roundId} of another member` });
  if (before.status === 'open' && after.status === 'settled') {
    await publishRoundSettled(tx, m.merchantId, { ...roundFacts(after), stake: String(after.stake), payout: String(after.payout) });
  } else if (before.status === 'settled' && (d.stake || d.payout)) {
    await publishRoundAdjusted(tx, m.merchantId, {
      ...roundFacts(after),
      stake: String(d.stake ?? 0n),
      payout: String(d.payout ?? 0n),
      // Every close sets the time (the column is empty only while a round is open).
      settledAt: (before.settledAt ?? after.createdAt).toISOString(),
    });
  }
  return after;
}

/** Pays a win into its round (NOT_FOUND without one) and closes the round when asked. */
export async function addPayout(tx: Tx, m: RoundMove & { close: boolean; detail?: Record<string, unknown> }): Promise<RoundResult> {
  if (m.amount < 0n) throw new AppError(ErrorCode.VALIDATION, { detail: 'payout must not be negative' });
  const balance =
    m.amount > 0n ? (await credit(tx, { ...m, kind: 'settle', idempotencyKey: m.ledgerKey })).balance : await balanceNow(tx, m);
  const after = await change(tx, m, { payout: m.amount, detail: m.detail }, m.close);
  return { round: after, balance, replayed: false };
}

/**
 * Takes one movement of a round back: a stake is refunded, a win is taken from the balance (INSUFFICIENT_FUNDS when
 * the member has spent it: a balance never goes negative). The round closes when asked or when nothing is left in it.
 */
export async function takeBack(tx: Tx, m: RoundMove & { what: 'bet' | 'win'; close: boolean }): Promise<RoundResult> {
  let balance = await balanceNow(tx, m);
  if (m.amount > 0n) {
    const move = { ...m, idempotencyKey: m.ledgerKey };
    balance = (m.what === 'bet' ? await credit(tx, { ...move, kind: 'refund' }) : await debit(tx, { ...move, kind: 'settle' })).balance;
  }
  const after = await change(tx, m, m.what === 'bet' ? { stake: -m.amount } : { payout: -m.amount }, m.close);
  return { round: after, balance, replayed: false };
}
