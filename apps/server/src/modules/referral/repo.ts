import { and, count, desc, eq, isNotNull, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReferralStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { memberAccounts, members, referralRules, referrals, type ReferralRow, type ReferralRuleRow } from '../../db/schema.js';

type RulePatch = Pick<ReferralRuleRow, 'enabled' | 'inviterReward' | 'inviteeReward' | 'minFirstDeposit' | 'validBet'>;

const ofInvitee = (merchantId: number, inviteeId: number) => and(eq(referrals.merchantId, merchantId), eq(referrals.inviteeId, inviteeId));

const STATUS_WHERE: Record<ReferralStatus, SQL> = {
  registered: and(isNull(referrals.depositedAt), isNull(referrals.rewardedAt))!,
  deposited: and(isNotNull(referrals.depositedAt), isNull(referrals.rewardedAt))!,
  qualified: isNotNull(referrals.rewardedAt),
};

export interface ReferralFilter {
  inviterId?: number;
  status?: ReferralStatus;
  /** Account names (operator search, any case). */
  inviter?: string;
  invitee?: string;
}

const inviterMember = alias(members, 'inviter');
const inviteeMember = alias(members, 'invitee');

function where(merchantId: number, f: ReferralFilter): SQL {
  const parts: SQL[] = [eq(referrals.merchantId, merchantId)];
  if (f.inviterId !== undefined) parts.push(eq(referrals.inviterId, f.inviterId));
  if (f.status) parts.push(STATUS_WHERE[f.status]);
  if (f.inviter) parts.push(sql`lower(${inviterMember.username}) = lower(${f.inviter})`);
  if (f.invitee) parts.push(sql`lower(${inviteeMember.username}) = lower(${f.invitee})`);
  return and(...parts)!;
}

export const referralRepo = {
  async rule(db: Executor, merchantId: number): Promise<ReferralRuleRow | null> {
    const [row] = await db.select().from(referralRules).where(eq(referralRules.merchantId, merchantId));
    return row ?? null;
  },
  async putRule(db: Executor, merchantId: number, patch: RulePatch): Promise<ReferralRuleRow> {
    const [row] = await db
      .insert(referralRules)
      .values({ merchantId, ...patch })
      .onConflictDoUpdate({ target: referralRules.merchantId, set: { ...patch, updatedAt: new Date() } })
      .returning();
    return row!;
  },
  /** Seeds the rule when the merchant has none (the seed runs any number of times). */
  async insertRuleIfAbsent(db: Executor, merchantId: number, patch: RulePatch): Promise<void> {
    await db.insert(referralRules).values({ merchantId, ...patch }).onConflictDoNothing();
  },

  /**
   * Gives the member this invitation code unless it has one. The code lives in member_accounts.affiliate_code, where
   * registration looks invitation codes up (its unique index keeps codes unique per merchant, agents' included).
   */
  async setCodeIfAbsent(db: Executor, merchantId: number, memberId: number, code: string): Promise<void> {
    await db
      .update(memberAccounts)
      .set({ affiliateCode: code })
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.memberId, memberId), isNull(memberAccounts.affiliateCode)));
  },

  /** Starts an invitee's progress; a second start (the event delivered again) writes nothing. */
  async start(db: Executor, merchantId: number, inviterId: number, inviteeId: number): Promise<void> {
    await db.insert(referrals).values({ merchantId, inviterId, inviteeId }).onConflictDoNothing();
  },
  /**
   * Records a credited deposit: the first one reaching `min` becomes the qualifying first deposit. Answers the row
   * (locked by the update until the transaction ends), null for a member nobody invited.
   */
  async recordDeposit(db: Executor, merchantId: number, inviteeId: number, amount: bigint, min: bigint): Promise<ReferralRow | null> {
    const qualifies = sql`(${referrals.depositedAt} is null and ${amount}::bigint >= ${min}::bigint)`;
    const [row] = await db
      .update(referrals)
      .set({
        firstDeposit: sql`case when ${qualifies} then ${amount}::bigint else ${referrals.firstDeposit} end`,
        depositedAt: sql`case when ${qualifies} then now() else ${referrals.depositedAt} end`,
      })
      .where(ofInvitee(merchantId, inviteeId))
      .returning();
    return row ?? null;
  },
  /**
   * Adds a settled round's stake (or an adjusted round's signed stake delta, never below zero) to the invitee's valid
   * bets; the row (locked), or null for a member nobody invited.
   */
  async addValidBet(db: Executor, merchantId: number, inviteeId: number, stake: bigint): Promise<ReferralRow | null> {
    const [row] = await db
      .update(referrals)
      .set({ validBet: sql`greatest(${referrals.validBet} + ${stake}::bigint, 0)` })
      .where(ofInvitee(merchantId, inviteeId))
      .returning();
    return row ?? null;
  },
  /** Marks the invitee rewarded; false when it already was (the reward is then not paid again). */
  async markRewarded(db: Executor, id: number, reward: bigint, inviteeReward: bigint): Promise<boolean> {
    const rows = await db
      .update(referrals)
      .set({ reward, inviteeReward, rewardedAt: new Date() })
      .where(and(eq(referrals.id, id), isNull(referrals.rewardedAt)))
      .returning({ id: referrals.id });
    return rows.length === 1;
  },

  async page(db: Executor, merchantId: number, f: ReferralFilter, page: { limit: number; offset: number }) {
    const filter = where(merchantId, f);
    const from = () =>
      db
        .select({ referral: referrals, inviter: inviterMember.username, invitee: inviteeMember.username })
        .from(referrals)
        .innerJoin(inviterMember, eq(inviterMember.id, referrals.inviterId))
        .innerJoin(inviteeMember, eq(inviteeMember.id, referrals.inviteeId));
    const rows = await from().where(filter).orderBy(desc(referrals.id)).limit(page.limit).offset(page.offset);
    const [total] = await db
      .select({ n: count() })
      .from(referrals)
      .innerJoin(inviterMember, eq(inviterMember.id, referrals.inviterId))
      .innerJoin(inviteeMember, eq(inviteeMember.id, referrals.inviteeId))
      .where(filter);
    return { rows, total: total?.n ?? 0 };
  },
  /** An inviter's counts by status and the rewards earned (minor units). */
  async totals(db: Executor, merchantId: number, inviterId: number) {
    const [row] = await db
      .select({
        invited: count(),
        deposited: count(referrals.depositedAt),
        qualified: count(referrals.rewardedAt),
        earned: sum(referrals.reward),
      })
      .from(referrals)
      .where(and(eq(referrals.merchantId, merchantId), eq(referrals.inviterId, inviterId)));
    return { invited: row?.invited ?? 0, deposited: row?.deposited ?? 0, qualified: row?.qualified ?? 0, earned: BigInt(row?.earned ?? 0) };
  },
};
