import {
  ErrorCode,
  REWARD_DEFAULT_DAYS,
  REWARD_KINDS,
  REWARD_PAGE_SIZE,
  minorToMoney,
  moneyToMinor,
  requiredTurnover,
  type BonusSource,
  type ClaimedReward,
  type OpsIssueReward,
  type OpsReward,
  type PromoCounters,
  type Reward,
  type RewardKind,
  type RewardListName,
  type RewardPage,
  type RewardStatus,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Merchant, MemberRewardRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { payBonus, requiredByReference, rulesOf } from '../bonus/index.js';
import { memberRepo } from '../member/index.js';
import { signInCounter } from '../promotions/index.js';
import { walletRepo } from '../wallet/index.js';
import { rewardRepo, type RewardFilter } from './repo.js';

const DAY_MS = 86_400_000;

/** The bonus source whose turnover rule a reward's kind follows. */
const SOURCE_OF: Record<RewardKind, BonusSource> = {
  MANUAL: 'manual',
  RAFFLE: 'raffle',
  UPGRADE_BONUS: 'vip',
  MISSION_MANUAL: 'mission',
  TICKET: 'raffle',
};

/** The ledger key (and turnover reference) of a claimed reward's payment. */
const paymentKey = (r: MemberRewardRow) => `reward:${r.id}`;

/**
 * Views of reward rows: a claimed reward shows the turnover its bonus really asks, a waiting one what its rule asks
 * now (what claiming it would ask).
 */
async function views(db: Executor, merchantId: number, rows: MemberRewardRow[]): Promise<Reward[]> {
  const asked = await requiredByReference(db, merchantId, rows.filter((r) => r.status === 'claimed').map(paymentKey));
  const rules = await rulesOf(db, merchantId);
  const out: Reward[] = [];
  for (const r of rows) {
    const source = SOURCE_OF[r.kind];
    const turnover = asked.get(paymentKey(r)) ?? requiredTurnover(rules.get(source)!, r.amount, 0n);
    out.push({
      id: r.id,
      kind: r.kind,
      title: r.title,
      amount: minorToMoney(r.amount),
      tickets: r.tickets,
      status: r.status,
      turnover: minorToMoney(turnover),
      createdAt: r.createdAt.toISOString(),
      expiresAt: isoOrNull(r.expiresAt),
      claimedAt: isoOrNull(r.claimedAt),
    });
  }
  return out;
}

export interface IssuedReward {
  memberId: number;
  kind: RewardKind;
  title: string;
  /** Minor units. */
  amount: bigint;
  /** Unique per merchant: issuing the same reference again answers the first reward. */
  reference: string;
  days?: number;
  /** Closes the reward at this time instead of after `days` (a TICKET reward closes with its raffle's entries). */
  expiresAt?: Date;
  /** TICKET rewards: the tickets claiming enters (their amount is 0). */
  tickets?: number;
  issuedBy?: string;
}

/**
 * What claiming a reward of a kind that carries no money does instead of paying it (TICKET: enter raffle tickets).
 * The module owning that kind registers it, so rewards imports none of them; it runs in the claim's transaction,
 * after the row is locked, and may refuse the claim with an AppError.
 */
export type RewardClaimHandler = (tx: Tx, merchantId: number, reward: MemberRewardRow) => Promise<void>;
const claimHandlers = new Map<RewardKind, RewardClaimHandler>();
export function onRewardClaim(kind: RewardKind, handler: RewardClaimHandler): void {
  claimHandlers.set(kind, handler);
}

/** Puts a reward in the member's receiving centre, once per reference, in the caller's transaction. */
export async function issueReward(tx: Executor, merchantId: number, r: IssuedReward): Promise<MemberRewardRow> {
  const { days = REWARD_DEFAULT_DAYS, issuedBy = null, expiresAt, ...row } = r;
  return rewardRepo.issue(tx, { merchantId, ...row, issuedBy, expiresAt: expiresAt ?? new Date(Date.now() + days * DAY_MS) });
}

const LIST_STATUSES: Record<RewardListName, RewardStatus[]> = { waiting: ['claimable'], history: ['claimed', 'expired'] };

async function page(db: Db, merchant: Merchant, f: RewardFilter, pageNo: number) {
  await rewardRepo.expireDue(db, merchant.id, f.memberId);
  const { rows, total } = await rewardRepo.page(db, merchant.id, f, { limit: REWARD_PAGE_SIZE, offset: (pageNo - 1) * REWARD_PAGE_SIZE });
  const list = await views(db, merchant.id, rows.map((r) => r.reward));
  return { rows, list, pageNo, totalCount: total, totalPages: Math.ceil(total / REWARD_PAGE_SIZE) };
}

export async function rewardList(db: Db, merchant: Merchant, memberId: number, q: { list: RewardListName; pageNo: number }): Promise<RewardPage> {
  const { list, pageNo, totalCount, totalPages } = await page(db, merchant, { memberId, statuses: LIST_STATUSES[q.list] }, q.pageNo);
  return { list, pageNo, totalCount, totalPages };
}

/**
 * Pays a waiting reward into the wallet with its turnover (or runs its kind's claim handler). The row is locked and moved to claimed in the same
 * transaction as the payment, so of any number of parallel claims one pays and the others get ALREADY_CLAIMED.
 */
export async function claimReward(db: Db, merchant: Merchant, memberId: number, id: number): Promise<ClaimedReward> {
  const { row, balance } = await db.transaction(async (tx: Tx) => {
    const reward = await rewardRepo.lock(tx, merchant.id, memberId, id);
    if (!reward) throw new AppError(ErrorCode.NOT_FOUND);
    if (reward.status === 'claimed') throw new AppError(ErrorCode.ALREADY_CLAIMED);
    if (reward.status === 'expired' || (reward.expiresAt && reward.expiresAt < new Date())) throw new AppError(ErrorCode.REWARD_EXPIRED);
    const handler = claimHandlers.get(reward.kind);
    if (handler) {
      await handler(tx, merchant.id, reward);
      const balance = await walletRepo.sumBalance(tx, { merchantId: merchant.id, memberId, currency: merchant.currency });
      return { row: await rewardRepo.markClaimed(tx, reward.id), balance };
    }
    const paid = await payBonus(tx, merchant.id, merchant.currency, {
      memberId,
      source: SOURCE_OF[reward.kind],
      reference: paymentKey(reward),
      bonus: reward.amount,
      deposit: 0n,
    });
    return { row: await rewardRepo.markClaimed(tx, reward.id), balance: paid.balance };
  });
  const [reward] = await views(db, merchant.id, [row]);
  return { reward: reward!, balance: minorToMoney(balance) };
}

/** Promo counters (spec part 2 s2): LOGIN from the daily sign-in, the others from waiting rewards; `receiving` sums them. */
export async function promoCounters(db: Db, merchant: Merchant, memberId: number | null): Promise<PromoCounters> {
  const LOGIN = await signInCounter(db, merchant, memberId);
  let waiting: Partial<Record<RewardKind, number>> = {};
  if (memberId !== null) {
    await rewardRepo.expireDue(db, merchant.id, memberId);
    waiting = await rewardRepo.waitingByKind(db, merchant.id, memberId);
  }
  const counts = Object.fromEntries(REWARD_KINDS.map((k) => [k, waiting[k] ?? 0])) as Record<RewardKind, number>;
  return { LOGIN, ...counts, receiving: REWARD_KINDS.reduce((sum, k) => sum + counts[k], 0) };
}

// ---- operator ----

export async function opsRewards(
  db: Db,
  merchant: Merchant,
  q: { pageNo: number; status?: RewardStatus | undefined; kind?: RewardKind | undefined; member?: string | undefined },
) {
  const filter: RewardFilter = { ...(q.status ? { statuses: [q.status] } : {}), ...(q.kind ? { kind: q.kind } : {}), ...(q.member ? { member: q.member } : {}) };
  const { rows, list, pageNo, totalCount, totalPages } = await page(db, merchant, filter, q.pageNo);
  const opsList: OpsReward[] = list.map((v, i) => ({ ...v, memberId: rows[i]!.reward.memberId, member: rows[i]!.member, issuedBy: rows[i]!.reward.issuedBy }));
  return { list: opsList, pageNo, totalCount, totalPages };
}

/** A manual reward into a member's receiving centre; the same request id issues it once. */
export async function opsIssueReward(ctx: OpsContext, merchant: Merchant, memberId: number, b: OpsIssueReward): Promise<OpsReward> {
  const member = await memberRepo.findById(ctx.db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND, { detail: `member ${memberId}` });
  const amount = moneyToMinor(b.amount);
  if (amount <= 0n) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'amount', message: 'must be above zero' }] });
  ctx.audit.target = `member ${memberId} reward`;
  ctx.audit.before = null;
  const row = await issueReward(ctx.db, merchant.id, {
    memberId,
    kind: 'MANUAL',
    title: b.title,
    amount,
    reference: `ops:${b.requestId}`,
    issuedBy: ctx.operator.username,
    ...(b.days ? { days: b.days } : {}),
  });
  const [view] = await views(ctx.db, merchant.id, [row]);
  return { ...view!, memberId, member: member.username, issuedBy: row.issuedBy };
}
