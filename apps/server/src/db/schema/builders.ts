import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, text, timestamp, uniqueIndex, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

// Column builders that name no table, shared by every schema file (core.ts too; columns.ts re-exports them with the
// tenant columns). Each call makes a new builder: a column belongs to one table.

/** A timestamp with time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** Money: bigint minor units, read as JS bigint so no float ever touches an amount. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
/** Money that starts at zero (balances, payouts). */
export const moneyFromZero = (name: string) => money(name).notNull().default(sql`0`);

/** The operator's switch of a row (shown, usable) and its place in the merchant's order. */
export const enabled = () => boolean('enabled').notNull().default(true);
export const sort = () => integer('sort').notNull().default(0);

/** A required reference to another table's id. */
export const ref = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** The columns of a ledger entry after its wallet: the signed amount, the balance after it, why, its unique key. */
export const ledgerEntryColumns = () => ({
  /** Signed minor units: credits positive, debits negative. */
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  /** What moved the money: 'seed', 'deposit', 'bet', 'settle', ... */
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: createdAt(),
});

/**
 * The indexes and check of a money order table (deposits, withdrawals): one order per member request, a member's
 * orders by time, a merchant's by status, a positive amount.
 */
export const moneyOrderIndexes = (
  table: string,
  t: Record<'merchantId' | 'memberId' | 'requestId' | 'createdAt' | 'status' | 'amount', AnyPgColumn>,
) => [
  uniqueIndex(`${table}_request_uq`).on(t.merchantId, t.memberId, t.requestId),
  index(`${table}_member_idx`).on(t.merchantId, t.memberId, t.createdAt),
  index(`${table}_status_idx`).on(t.merchantId, t.status),
  check(`${table}_amount_positive`, sql`${t.amount} > 0`),
];
