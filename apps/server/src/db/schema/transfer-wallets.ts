import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, memberId, merchantId, money, moneyFromZero, updatedAt } from './columns.js';

// Transfer wallets over the aggregator's TransferWallet API (issue 11). The operator's side: each transfer between
// the main wallet and a vendor whose balance lives on the aggregator, and the last balance the aggregator answered.
// The simulator's side (sim_ tables, no merchant id: the aggregator's own records, keyed by its operator_id).

export type TransferDirection = 'deposit' | 'withdraw';
export type TransferStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

/**
 * One transfer: 'deposit' main -> vendor (the main wallet is debited when the row is written), 'withdraw' vendor ->
 * main (credited when the aggregator confirms). PENDING until the aggregator's answer or a status check decides it;
 * leaving PENDING is a claim (UPDATE ... WHERE status = 'PENDING'), so a result is applied once.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    vendor: text('vendor').notNull(),
    direction: text('direction').$type<TransferDirection>().notNull(),
    /** Minor units, > 0. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The member's request id (GCS_walletTransfer requestId): the same request is the same transfer. */
    requestId: text('request_id').notNull(),
    /** The wire transaction_uuid: the aggregator applies it once and answers its status. */
    transactionUuid: text('transaction_uuid').notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('PENDING'),
    /** Why it failed: the aggregator's RS_* status, or NOT_FOUND from a status check. */
    failure: text('failure'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('wallet_transfers_request_uq').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('wallet_transfers_uuid_uq').on(t.transactionUuid),
    // The settling job reads a merchant's old PENDING transfers.
    index('wallet_transfers_pending_idx').on(t.merchantId, t.status, t.createdAt),
    // The operators' list: a merchant's transfers, newest first.
    index('wallet_transfers_created_idx').on(t.merchantId, t.createdAt, t.id),
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfers_direction', sql`${t.direction} in ('deposit', 'withdraw')`),
    check('wallet_transfers_status', sql`${t.status} in ('PENDING', 'COMPLETED', 'FAILED')`),
  ],
);

/** The vendor balance the aggregator last answered, shown (flagged) when it does not answer in time. */
export const transferWalletBalances = pgTable(
  'transfer_wallet_balances',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    vendor: text('vendor').notNull(),
    currency: text('currency').notNull(),
    balance: moneyFromZero('balance'),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfer_wallet_balances_uq').on(t.merchantId, t.memberId, t.vendor, t.currency)],
);

/** The simulator's per (operator, user, product) balances of transfer-mode products. Wire units (1/100000). */
export const simTransferWallets = pgTable(
  'sim_transfer_wallets',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    user: text('user').notNull(),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    balance: moneyFromZero('balance'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sim_transfer_wallets_uq').on(t.operatorId, t.user, t.product, t.currency),
    check('sim_transfer_wallets_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
);

export type SimTransferKind = 'deposit' | 'withdraw' | 'bet' | 'win' | 'rollback' | 'void';

/**
 * Every movement of a simulator transfer wallet, once per (operator, transaction_uuid): a replay answers `answer`.
 * 'void' is a status check that found nothing: it is remembered so that a late deposit or withdraw with that uuid
 * (still in flight when the operator gave up on it) is refused instead of applied after the operator settled it.
 */
export const simTransferTransactions = pgTable(
  'sim_transfer_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').$type<SimTransferKind>().notNull(),
    user: text('user').notNull(),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    /** Wire units, >= 0. */
    amount: money('amount').notNull(),
    /** The RS_* status answered the first time. */
    status: text('status').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_transfer_transactions_uuid_uq').on(t.operatorId, t.transactionUuid),
    check('sim_transfer_transactions_amount', sql`${t.amount} >= 0`),
  ],
);

export type WalletTransfer = typeof walletTransfers.$inferSelect;
export type SimTransferWallet = typeof simTransferWallets.$inferSelect;
