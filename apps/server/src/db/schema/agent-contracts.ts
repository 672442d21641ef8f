import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { at, bigMerchantRow, createdAt, merchantRow, money, ref, updatedAt } from './columns.js';

/** A tier as stored: money as minor units in decimal text (jsonb has no bigint), shares in basis points. */
export interface StoredTier {
  minTeamValidBet?: string;
  minTeamNetLoss?: string;
  minActiveMembers: number;
  amount?: string;
  sharePct?: number;
}

/**
 * Agent contracts (issue 12): an upline's terms for a direct downline agent (daily / hourly salary or dividend), or the
 * merchant's for a top-level agent (`upline_id` null, set by an operator). At most one PENDING and one ACTIVE per
 * downline and kind (partial unique indexes: two concurrent accepts or proposals cannot both win).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    ...merchantRow(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: ref('downline_id', () => members.id),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    /** Periods starting at or after this are paid (start of the period it became active in; operators may move it). */
    effectiveFrom: at('effective_from'),
    /** When it stopped covering periods (superseded or cancelled after being active). */
    endedAt: at('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_contracts_pending_uq').on(t.merchantId, t.downlineId, t.kind).where(sql`status = 'PENDING'`),
    uniqueIndex('agent_contracts_active_uq').on(t.merchantId, t.downlineId, t.kind).where(sql`status = 'ACTIVE'`),
    index('agent_contracts_upline_idx').on(t.merchantId, t.uplineId, t.kind),
    check('agent_contracts_kind', sql`${t.kind} in ('DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND')`),
    check('agent_contracts_status', sql`${t.status} in ('PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED', 'SUPERSEDED')`),
    check('agent_contracts_not_self', sql`${t.uplineId} is null or ${t.uplineId} <> ${t.downlineId}`),
  ],
);

/**
 * One settlement of a contract for a period. `reference` (`agent:<kind>:<contractId>:<period>`) is unique: the row and
 * the ledger moves are written in one transaction, so a re-run or a second runner pays nothing twice. UNPAID rows
 * (payer's balance too low) are tried again by later runs and by the upline's payout.
 */
export const agentStatements = pgTable(
  'agent_statements',
  {
    ...bigMerchantRow(),
    contractId: ref('contract_id', () => agentContracts.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: ref('downline_id', () => members.id),
    validBet: money('valid_bet').notNull(),
    netLoss: money('net_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    reference: text('reference').notNull(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_statements_reference_uq').on(t.merchantId, t.reference),
    uniqueIndex('agent_statements_period_uq').on(t.merchantId, t.contractId, t.period),
    // Once per downline, kind and period even when an operator's backdating makes two contracts cover it.
    uniqueIndex('agent_statements_downline_period_uq').on(t.merchantId, t.downlineId, t.kind, t.period),
    index('agent_statements_downline_idx').on(t.merchantId, t.downlineId, t.periodStart),
    index('agent_statements_upline_idx').on(t.merchantId, t.uplineId, t.periodStart),
    check('agent_statements_status', sql`${t.status} in ('PAID', 'UNPAID')`),
    check('agent_statements_amount', sql`${t.amount} > 0`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;
export type AgentStatementRow = typeof agentStatements.$inferSelect;
