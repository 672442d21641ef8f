import { ErrorCode, isTrial, MALL_PAGE_SIZE, type Contributions, type PointsEntry, type PointsPage, type PointsReason } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { PointsEntryRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { contributionOf } from '../bonus/index.js';
import { memberRepo } from '../member/index.js';
import { pointsRepo } from './repo.js';

/** A merchant without a rule earns 1 point per 1.00 of valid bet, every game counting in full. */
export const DEFAULT_POINTS_RULE = { pointsPerUnit: 1, contributions: {} as Contributions };

/** Minor units per 1.00 (money is two-decimal, see minorToMoney). */
const UNIT = 100n;

/** Points a valid bet earns: the category's share of the stake, times the rate, rounded down to whole points. */
export function pointsFor(rule: { pointsPerUnit: number; contributions: Contributions }, stake: bigint, gameType: string): number {
  if (stake <= 0n) return 0;
  const counted = (stake * BigInt(contributionOf(rule, gameType))) / 100n;
  return Number((counted * BigInt(rule.pointsPerUnit)) / UNIT);
}

export async function pointsRuleOf(db: Executor, merchantId: number) {
  const row = await pointsRepo.rule(db, merchantId);
  return row ? { pointsPerUnit: row.pointsPerUnit, contributions: row.contributions } : DEFAULT_POINTS_RULE;
}

export interface PointsMove {
  memberId: number;
  /** Signed points. */
  delta: number;
  reason: PointsReason;
  /** Unique per merchant: a reference moved before moves nothing again. */
  reference: string;
  note?: string | null;
}

/**
 * Moves a member's points with a ledger entry, in the caller's transaction: the balance is locked, so parallel moves
 * go in turn; a move below zero is refused (NOT_ENOUGH_POINTS); a reference seen before changes nothing.
 */
export async function movePoints(tx: Executor, merchantId: number, m: PointsMove): Promise<{ balance: number; replayed: boolean }> {
  const balance = await pointsRepo.lock(tx, merchantId, m.memberId);
  const after = balance + m.delta;
  if (after < 0) throw new AppError(ErrorCode.NOT_ENOUGH_POINTS, { value: { balance } });
  const entry = await pointsRepo.insertEntry(tx, { merchantId, memberId: m.memberId, delta: m.delta, balanceAfter: after, reason: m.reason, reference: m.reference, note: m.note ?? null });
  if (!entry) return { balance, replayed: true };
  await pointsRepo.setBalance(tx, merchantId, m.memberId, after);
  return { balance: after, replayed: false };
}

/** Credits the points of a settled round once (reference round:<vendor>:<roundId>); trial players earn none. */
export async function earnPoints(tx: Executor, merchantId: number, r: { memberId: number; vendor: string; roundId: string; stake: bigint; gameType: string }): Promise<void> {
  const earned = pointsFor(await pointsRuleOf(tx, merchantId), r.stake, r.gameType);
  if (earned <= 0) return;
  const member = await memberRepo.findById(tx, merchantId, r.memberId);
  if (!member || isTrial(member.type)) return;
  await movePoints(tx, merchantId, { memberId: r.memberId, delta: earned, reason: 'bet', reference: `round:${r.vendor}:${r.roundId}` });
}

/**
 * The points of a settled round's stake delta (round.adjusted), once per event (reference
 * round:<vendor>:<roundId>:adjusted:<event>): a positive delta earns like a stake; a negative one (a bet rolled back
 * after the round settled) takes back the points that stake earned, at most what the member still has (points
 * may have been spent: a balance never goes below zero).
 */
export async function adjustPoints(
  tx: Executor,
  merchantId: number,
  r: { memberId: number; vendor: string; roundId: string; stakeDelta: bigint; gameType: string; eventId: number },
): Promise<void> {
  const size = r.stakeDelta < 0n ? -r.stakeDelta : r.stakeDelta;
  const points = pointsFor(await pointsRuleOf(tx, merchantId), size, r.gameType);
  if (points <= 0) return;
  const member = await memberRepo.findById(tx, merchantId, r.memberId);
  if (!member || isTrial(member.type)) return;
  const reference = `round:${r.vendor}:${r.roundId}:adjusted:${r.eventId}`;
  if (r.stakeDelta > 0n) {
    await movePoints(tx, merchantId, { memberId: r.memberId, delta: points, reason: 'bet', reference });
    return;
  }
  const balance = await pointsRepo.lock(tx, merchantId, r.memberId);
  const taken = Math.min(points, balance);
  if (taken > 0) await movePoints(tx, merchantId, { memberId: r.memberId, delta: -taken, reason: 'bet', reference });
}

const entryView = (r: PointsEntryRow): PointsEntry => ({
  id: r.id,
  delta: r.delta,
  balanceAfter: r.balanceAfter,
  reason: r.reason,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

export async function pointsHistory(db: Executor, merchantId: number, memberId: number, pageNo: number): Promise<PointsPage> {
  const { rows, total } = await pointsRepo.entries(db, merchantId, memberId, { limit: MALL_PAGE_SIZE, offset: (pageNo - 1) * MALL_PAGE_SIZE });
  return { list: rows.map(entryView), pageNo, totalCount: total, totalPages: Math.ceil(total / MALL_PAGE_SIZE) };
}
