import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AdjustmentStatus } from '@wps/contract';
import { at, memberRow, money } from './columns.js';
import { ledgerEntries } from './core.js';
import { operators } from './operators.js';

// Manual balance adjustments (issue 13): an operator asks for a credit or debit of a member's balance with a reason;
// a different operator approves it (then it goes through the ledger, key `adjust:<id>`) or rejects it.

export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    ...memberRow(),
    /** Signed minor units: positive credits, negative debits; never zero. */
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull().default('pending'),
    requestedById: integer('requested_by_id').references(() => operators.id, { onDelete: 'set null' }),
    /** Names are copied, as in the audit trail: a row still reads right after the operator is renamed or removed. */
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedById: integer('decided_by_id').references(() => operators.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    /** The reason given with a rejection. */
    decisionNote: text('decision_note'),
    /** The ledger entry an approval wrote. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (t) => [
    index('balance_adjustments_merchant_idx').on(t.merchantId, t.status, t.requestedAt),
    check('balance_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

export type BalanceAdjustment = typeof balanceAdjustments.$inferSelect;
