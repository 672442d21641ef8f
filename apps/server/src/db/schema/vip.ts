import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@wps/contract';
import { merchantRow, money } from './columns.js';

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
