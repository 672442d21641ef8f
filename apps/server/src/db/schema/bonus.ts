import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BonusSource, Contributions, TurnoverStatus } from '@wps/contract';
import { at, bigMemberRow, createdAt, merchantRow, money, moneyFromZero, updatedAt } from './columns.js';

/** What bonuses of a source ask before a withdrawal (issue 14): times the bonus plus times the deposit. */
export const turnoverRules = pgTable(
  'turnover_rules',
  {
    ...merchantRow(),
    source: text('source').$type<BonusSource>().notNull(),
    bonusTimes: integer('bonus_times').notNull(),
    depositTimes: integer('deposit_times').notNull(),
    /** Percent of a valid bet that counts, per game category; a category left out counts 100. */
    contributions: jsonb('contributions').$type<Contributions>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('turnover_rules_source_uq').on(t.merchantId, t.source)],
);

/**
 * One paid bonus's turnover requirement: the rule's ask and contributions copied when the bonus was paid (a later rule
 * change does not move it), counted down by settled rounds oldest first.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    ...bigMemberRow(),
    source: text('source').$type<BonusSource>().notNull(),
    /** The ledger key of the bonus payment: one requirement per bonus. */
    reference: text('reference').notNull(),
    bonus: money('bonus').notNull(),
    required: money('required').notNull(),
    wagered: moneyFromZero('wagered'),
    contributions: jsonb('contributions').$type<Contributions>().notNull().default({}),
    status: text('status').$type<TurnoverStatus>().notNull().default('open'),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
    waivedBy: text('waived_by'),
    waiveReason: text('waive_reason'),
  },
  (t) => [
    uniqueIndex('turnover_requirements_reference_uq').on(t.merchantId, t.reference),
    index('turnover_requirements_member_idx').on(t.merchantId, t.memberId, t.status, t.id),
  ],
);

export type TurnoverRuleRow = typeof turnoverRules.$inferSelect;
export type TurnoverRequirementRow = typeof turnoverRequirements.$inferSelect;
