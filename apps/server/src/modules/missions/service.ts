import {
  ErrorCode,
  FALLBACK_LANGUAGE,
  MISSION_PAGE_SIZE,
  MONEY_METRICS,
  ROUND_METRICS,
  SLOTS_CATEGORY,
  SPINS_DEFAULT_CATEGORY,
  isSlotGame,
  minorToMoney,
  missionPeriodOf,
  moneyToMinor,
  type LanguageCode,
  type Mission,
  type MissionList,
  type MissionMetric,
  type MissionState,
  type OpsMission,
  type OpsMissionCompletion,
  type OpsMissionCreate,
  type OpsMissionUpdate,
  type RewardStatus,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant, MissionRow, NewMission } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { issueReward } from '../rewards/index.js';
import { missionRepo, type CompletionFilter } from './repo.js';

/** The game a round was played on, as its events carry it. */
export interface RoundGame {
  vendor: string;
  gameCode: string;
  gameType: string;
}

/**
 * What an event brings to missions: a settled round (its game and stake) or a credited deposit (its amount).
 * A spin (SPINS) and a round (ROUNDS) are one settled round: round.settled, once per round when it closes, whatever
 * its number of bets, its stake (0 for a free round) or its win (0 for a lost one); a round whose stakes all went
 * back is void and never settles. A later change of a settled round (round.adjusted) is no new round.
 */
export type Activity =
  | ({ kind: 'round'; stake: bigint } & RoundGame)
  | { kind: 'deposit'; amount: bigint }
  /** The signed stake delta of a round changed after it settled (round.adjusted): no new round, only valid bet. */
  | ({ kind: 'stake'; stake: bigint } & RoundGame);

/**
 * Whether a round counts for a mission of a game category: a round of that category, and for the slots category
 * every slot round (isSlotGame: the in-house Lucky Slot is listed in the in-house category).
 */
const inCategory = (category: string, game: RoundGame) => game.gameType === category || (category === SLOTS_CATEGORY && isSlotGame(game));

/** How much an activity adds to a mission's progress (0: it does not count for it). */
export function missionAmount(m: Pick<MissionRow, 'metric' | 'gameType'>, a: Activity): bigint {
  if (a.kind === 'deposit') {
    if (m.metric === 'DEPOSITS') return 1n;
    return m.metric === 'DEPOSIT_AMOUNT' ? a.amount : 0n;
  }
  if (!ROUND_METRICS.includes(m.metric)) return 0n;
  const category = m.gameType ?? (m.metric === 'SPINS' ? SPINS_DEFAULT_CATEGORY : null);
  if (category !== null && !inCategory(category, a)) return 0n;
  if (a.kind === 'stake') return m.metric === 'VALID_BET' ? a.stake : 0n;
  return m.metric === 'VALID_BET' ? a.stake : 1n;
}

/** The reward centre's reference of a completion: one reward per mission, period and member, however events race. */
export const completionReference = (missionId: number, periodKey: string, memberId: number) => `mission:${missionId}:${periodKey}:${memberId}`;

/**
 * Counts an event for the member's running missions, in the event's own period (its time, not the time it is handled);
 * a mission reaching its target puts its reward in the reward centre. Runs in the delivery's transaction.
 */
export async function countActivity(tx: Executor, merchantId: number, memberId: number, at: Date, activity: Activity): Promise<void> {
  for (const m of await missionRepo.running(tx, merchantId, at)) {
    const amount = missionAmount(m, activity);
    if (amount === 0n) continue;
    const { key } = missionPeriodOf(m.period, at);
    // A stake taken back (a bet rolled back after its round settled) lowers a period not completed yet; a completed
    // one keeps its reward.
    if (amount < 0n) {
      await missionRepo.takeProgress(tx, { merchantId, memberId, missionId: m.id, periodKey: key, amount: -amount });
      continue;
    }
    const row = await missionRepo.addProgress(tx, { merchantId, memberId, missionId: m.id, periodKey: key, amount });
    if (row.completedAt || row.progress < m.target) continue;
    const reward = await issueReward(tx, merchantId, {
      memberId,
      kind: 'MISSION_MANUAL',
      title: textIn(m.titles, FALLBACK_LANGUAGE),
      amount: m.reward,
      reference: completionReference(m.id, key, memberId),
    });
    await missionRepo.complete(tx, row.id, reward.id);
  }
}

const textIn = (texts: Partial<Record<LanguageCode, string>>, language: LanguageCode) => texts[language] || texts[FALLBACK_LANGUAGE] || '';
const isMoney = (metric: MissionMetric) => MONEY_METRICS.includes(metric);
/** A target or progress as the edge writes it: money for the money metrics, a count otherwise. */
const quantity = (metric: MissionMetric, v: bigint) => (isMoney(metric) ? minorToMoney(v) : v.toString());

function stateOf(status: RewardStatus | null, expiresAt: Date | null, now: Date): MissionState {
  if (status === null) return 'in-progress';
  if (status === 'claimable' && expiresAt && expiresAt < now) return 'expired';
  return status === 'claimable' ? 'claimable' : status;
}

/** The running missions of the current periods with the member's progress. */
export async function missionList(db: Db, merchant: Merchant, memberId: number, language: LanguageCode): Promise<MissionList> {
  const now = new Date();
  const running = await missionRepo.running(db, merchant.id, now);
  const periods = new Map(running.map((m) => [m.id, missionPeriodOf(m.period, now)]));
  const rows = await missionRepo.progressOf(db, merchant.id, memberId, [...new Set([...periods.values()].map((p) => p.key))]);
  const list: Mission[] = running.map((m) => {
    const period = periods.get(m.id)!;
    const mine = rows.find((r) => r.progress.missionId === m.id && r.progress.periodKey === period.key);
    const progress = mine?.progress.progress ?? 0n;
    return {
      id: m.id,
      title: textIn(m.titles, language),
      description: textIn(m.descriptions, language),
      period: m.period,
      metric: m.metric,
      gameType: m.gameType ?? (m.metric === 'SPINS' ? SPINS_DEFAULT_CATEGORY : null),
      money: isMoney(m.metric),
      target: quantity(m.metric, m.target),
      progress: quantity(m.metric, progress < m.target ? progress : m.target),
      reward: minorToMoney(m.reward),
      state: stateOf(mine?.progress.rewardId ? (mine.rewardStatus ?? null) : null, mine?.rewardExpiresAt ?? null, now),
      rewardId: mine?.progress.rewardId ?? null,
      periodEnd: period.end.toISOString(),
    };
  });
  return { list, now: now.toISOString() };
}

// ---- operator ----

function opsView(m: MissionRow, completions: number): OpsMission {
  return {
    id: m.id,
    titles: m.titles,
    descriptions: m.descriptions,
    period: m.period,
    metric: m.metric,
    gameType: m.gameType,
    target: quantity(m.metric, m.target),
    reward: minorToMoney(m.reward),
    enabled: m.enabled,
    startsAt: isoOrNull(m.startsAt),
    endsAt: isoOrNull(m.endsAt),
    sort: m.sort,
    completions,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function opsMissions(db: Db, merchant: Merchant, q: { pageNo: number }) {
  const { rows, total } = await missionRepo.page(db, merchant.id, { limit: MISSION_PAGE_SIZE, offset: (q.pageNo - 1) * MISSION_PAGE_SIZE });
  return { list: rows.map((r) => opsView(r.mission, r.completions)), pageNo: q.pageNo, totalCount: total, totalPages: Math.ceil(total / MISSION_PAGE_SIZE) };
}

/** A target from the edge: a whole count, or an amount for the money metrics; above zero. */
function targetOf(metric: MissionMetric, text: string): bigint {
  if (!isMoney(metric) && !/^\d+$/.test(text)) throw fieldError('target', 'must be a whole number for this metric');
  const v = isMoney(metric) ? moneyToMinor(text) : BigInt(text);
  if (v <= 0n) throw fieldError('target', 'must be above zero');
  return v;
}

/**
 * The columns of a mission's fields; metric, target and category are checked together (with the stored ones on an
 * update), as a count target read as money would be a hundred times smaller.
 */
function columnsOf(b: OpsMissionUpdate, current?: MissionRow): Partial<NewMission> {
  const metric = b.metric ?? current?.metric;
  const gameType = b.gameType !== undefined ? b.gameType : (current?.gameType ?? null);
  if (metric && gameType && !ROUND_METRICS.includes(metric)) throw fieldError('gameType', 'only the round metrics take a game category');
  const out: Partial<NewMission> = {};
  if (b.titles) out.titles = b.titles;
  if (b.descriptions) out.descriptions = b.descriptions;
  if (b.period) out.period = b.period;
  if (b.metric) out.metric = b.metric;
  if (b.gameType !== undefined) out.gameType = b.gameType;
  if (b.target !== undefined) out.target = targetOf(metric!, b.target);
  else if (b.metric && current && isMoney(b.metric) !== isMoney(current.metric)) throw fieldError('target', 'give the target again with a new kind of metric');
  if (b.reward !== undefined) {
    out.reward = moneyToMinor(b.reward);
    if (out.reward <= 0n) throw fieldError('reward', 'must be above zero');
  }
  if (b.enabled !== undefined) out.enabled = b.enabled;
  if (b.startsAt !== undefined) out.startsAt = b.startsAt ? new Date(b.startsAt) : null;
  if (b.endsAt !== undefined) out.endsAt = b.endsAt ? new Date(b.endsAt) : null;
  if (b.sort !== undefined) out.sort = b.sort;
  const startsAt = out.startsAt !== undefined ? out.startsAt : (current?.startsAt ?? null);
  const endsAt = out.endsAt !== undefined ? out.endsAt : (current?.endsAt ?? null);
  if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('endsAt', 'endsAt must be after startsAt');
  return out;
}

export async function createMission(ctx: OpsContext, merchant: Merchant, b: OpsMissionCreate): Promise<OpsMission> {
  const cols = columnsOf(b);
  const created = await missionRepo.insert(ctx.db, {
    ...cols,
    merchantId: merchant.id,
    titles: b.titles,
    period: b.period,
    metric: b.metric,
    target: cols.target!,
    reward: cols.reward!,
  });
  ctx.audit.target = `mission ${created.id}`;
  ctx.audit.before = null;
  return opsView(created, 0);
}

/** The mission an operator names, locked for the change and remembered as the audit's target and before. */
async function locked(ctx: OpsContext, merchant: Merchant, id: number): Promise<MissionRow> {
  const m = await missionRepo.lock(ctx.db, merchant.id, id);
  if (!m) throw new AppError(ErrorCode.NOT_FOUND, { detail: `mission ${id}` });
  ctx.audit.target = `mission ${id}`;
  ctx.audit.before = opsView(m, await missionRepo.completionsOf(ctx.db, merchant.id, id));
  return m;
}

export async function updateMission(ctx: OpsContext, merchant: Merchant, id: number, b: OpsMissionUpdate): Promise<OpsMission> {
  const current = await locked(ctx, merchant, id);
  const updated = await missionRepo.update(ctx.db, merchant.id, id, columnsOf(b, current));
  return opsView(updated, await missionRepo.completionsOf(ctx.db, merchant.id, id));
}

export async function enableMission(ctx: OpsContext, merchant: Merchant, id: number, enabled: boolean): Promise<OpsMission> {
  await locked(ctx, merchant, id);
  const updated = await missionRepo.update(ctx.db, merchant.id, id, { enabled });
  return opsView(updated, await missionRepo.completionsOf(ctx.db, merchant.id, id));
}

export async function opsMissionCompletions(db: Db, merchant: Merchant, q: CompletionFilter & { pageNo: number }) {
  const { pageNo, ...filter } = q;
  const { rows, total } = await missionRepo.completions(db, merchant.id, filter, { limit: MISSION_PAGE_SIZE, offset: (pageNo - 1) * MISSION_PAGE_SIZE });
  const list: OpsMissionCompletion[] = rows.map((r) => ({
    missionId: r.mission.id,
    title: textIn(r.mission.titles, FALLBACK_LANGUAGE),
    period: r.mission.period,
    periodKey: r.progress.periodKey,
    memberId: r.progress.memberId,
    member: r.member,
    progress: quantity(r.mission.metric, r.progress.progress),
    target: quantity(r.mission.metric, r.mission.target),
    reward: minorToMoney(r.mission.reward),
    completedAt: r.progress.completedAt!.toISOString(),
    rewardId: r.progress.rewardId,
    rewardStatus: r.rewardStatus ?? null,
  }));
  return { list, pageNo, totalCount: total, totalPages: Math.ceil(total / MISSION_PAGE_SIZE) };
}
