import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { at, bigMerchantRow, createdAt, merchantRow, money, moneyFromZero, ref, updatedAt } from './columns.js';

/**
 * The merchant's referral rule (issue 14): while enabled, an invitee whose first deposit reaches the minimum and whose
 * valid bets reach `valid_bet` earns the inviter a `referral` bonus (and the invitee one when `invitee_reward` > 0).
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    ...merchantRow(),
    enabled: boolean('enabled').notNull().default(false),
    inviterReward: moneyFromZero('inviter_reward'),
    inviteeReward: moneyFromZero('invitee_reward'),
    minFirstDeposit: moneyFromZero('min_first_deposit'),
    validBet: moneyFromZero('valid_bet'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('referral_rules_merchant_uq').on(t.merchantId)],
);

/**
 * One invitee's progress towards the inviter's reward, made when the invitee registers with a member's code. The
 * reward is paid in the transaction that sets `rewarded_at` (ledger key `referral:<inviteeId>`): once per invitee.
 */
export const referrals = pgTable(
  'referrals',
  {
    ...bigMerchantRow(),
    inviterId: ref('inviter_id', () => members.id),
    inviteeId: ref('invitee_id', () => members.id),
    /** The first credited deposit that reached the rule's minimum, and when. */
    firstDeposit: money('first_deposit'),
    depositedAt: at('deposited_at'),
    /** Valid bets (settled stakes) since registration. */
    validBet: moneyFromZero('valid_bet'),
    /** What the inviter and the invitee were paid when the invitee qualified. */
    reward: money('reward'),
    inviteeReward: money('invitee_reward'),
    rewardedAt: at('rewarded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_invitee_uq').on(t.merchantId, t.inviteeId),
    index('referrals_inviter_idx').on(t.merchantId, t.inviterId, t.id),
    check('referrals_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

export type ReferralRuleRow = typeof referralRules.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
