import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardKind, RewardStatus } from '@wps/contract';
import { at, bigMemberRow, createdAt, money } from './columns.js';

/**
 * A reward waiting in a member's receiving centre (issue 14) until claimed, which pays it into the wallet with its
 * turnover; or until it expires. `reference` makes issuing idempotent (a VIP level, an operator's request id).
 */
export const memberRewards = pgTable(
  'member_rewards',
  {
    ...bigMemberRow(),
    kind: text('kind').$type<RewardKind>().notNull(),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    /** TICKET rewards: the raffle tickets claiming enters (amount 0); null for money rewards. */
    tickets: integer('tickets'),
    status: text('status').$type<RewardStatus>().notNull().default('claimable'),
    reference: text('reference').notNull(),
    /** The operator who issued a manual reward; null for the platform's own. */
    issuedBy: text('issued_by'),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('member_rewards_reference_uq').on(t.merchantId, t.reference),
    index('member_rewards_member_idx').on(t.merchantId, t.memberId, t.status, t.id),
  ],
);

export type MemberRewardRow = typeof memberRewards.$inferSelect;
export type NewMemberReward = typeof memberRewards.$inferInsert;
