import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BenefitLanding, LanguageCode, VipBenefit } from '@wps/contract';
import { bigMemberRow, createdAt, memberRow, merchantRow, money, updatedAt } from './columns.js';

/**
 * VIP levels of a merchant (spec part 2 s2 "VIP club", s9: 15 of them). Thresholds are cumulative since registration,
 * in minor units; notes per language, EN is the fallback.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    ...merchantRow(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    depositRequired: money('deposit_required').notNull(),
    validBetRequired: money('valid_bet_required').notNull(),
    upgradeBonus: money('upgrade_bonus').notNull(),
    birthdayGift: money('birthday_gift').notNull(),
    monthlyBonus: money('monthly_bonus').notNull(),
    /** Daily valid-bet rebate in basis points (50 = 0.50 %). */
    rebateBp: integer('rebate_bp').notNull(),
    dailyWithdrawals: integer('daily_withdrawals').notNull(),
    dailyWithdrawLimit: money('daily_withdraw_limit').notNull(),
    exclusiveTour: boolean('exclusive_tour').notNull().default(false),
    notes: jsonb('notes').$type<Partial<Record<LanguageCode, string>>>().notNull().default({}),
  },
  (t) => [uniqueIndex('vip_levels_level_uq').on(t.merchantId, t.level)],
);

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevel = typeof vipLevels.$inferInsert;

/**
 * A member's valid bets (settled stakes, minor units) per UTC day, kept by the vip-progress subscriber from the same
 * events as the totals: the daily rebate and the monthly bonus's activity read it.
 */
export const vipDailyBets = pgTable(
  'vip_daily_bets',
  {
    ...memberRow(),
    day: text('day').notNull(),
    validBet: money('valid_bet').notNull(),
  },
  (t) => [uniqueIndex('vip_daily_bets_day_uq').on(t.merchantId, t.memberId, t.day), index('vip_daily_bets_merchant_day_idx').on(t.merchantId, t.day)],
);

/**
 * A periodic VIP benefit paid to a member (daily rebate, monthly bonus, birthday gift): `reference` is unique per
 * merchant (`vip:rebate:<member>:<day>`) and written in the transaction of the payment, so it is paid exactly once.
 */
export const vipBenefitPayments = pgTable(
  'vip_benefit_payments',
  {
    ...bigMemberRow(),
    benefit: text('benefit').$type<VipBenefit>().notNull(),
    period: text('period').notNull(),
    level: integer('level').notNull(),
    amount: money('amount').notNull(),
    landing: text('landing').$type<BenefitLanding>().notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_benefit_payments_reference_uq').on(t.merchantId, t.reference),
    index('vip_benefit_payments_member_idx').on(t.merchantId, t.memberId, t.benefit, t.id),
  ],
);

/** Where each benefit lands for a merchant (operators change it; DEFAULT_BENEFIT_LANDING without a row). */
export const vipBenefitRules = pgTable(
  'vip_benefit_rules',
  {
    ...merchantRow(),
    benefit: text('benefit').$type<VipBenefit>().notNull(),
    landing: text('landing').$type<BenefitLanding>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vip_benefit_rules_benefit_uq').on(t.merchantId, t.benefit)],
);

export type VipBenefitPaymentRow = typeof vipBenefitPayments.$inferSelect;
