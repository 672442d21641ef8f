import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Hub88WalletAnswer } from '@wps/contract';
import { createdAt, memberId, merchantId, money, updatedAt } from './columns.js';

// Hub88 operator side (issue 11): the merchant's connection to the aggregator per game vendor, and every Wallet API
// movement the aggregator asked for (or the in-house studio, which bets through the same wallet service).

/**
 * A merchant's connection of one game vendor through the aggregator. aggregator_url may be a path starting with "/"
 * (this server: the local simulator). Keys are PEM text; the operator's private key never leaves the server.
 */
export const vendorIntegrations = pgTable(
  'vendor_integrations',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    vendor: text('vendor').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    mode: text('mode').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
    aggregatorUrl: text('aggregator_url').notNull(),
    operatorId: integer('operator_id').notNull(),
    operatorPrivateKey: text('operator_private_key').notNull(),
    aggregatorPublicKey: text('aggregator_public_key').notNull(),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_integrations_merchant_vendor_uq').on(t.merchantId, t.vendor),
    check('vendor_integrations_mode', sql`${t.mode} in ('seamless', 'transfer')`),
  ],
);

export type Hub88TxKind = 'bet' | 'win' | 'rollback';

/**
 * One Wallet API transaction (bet, win, rollback), once per (merchant, transaction_uuid): a replay finds it and
 * answers `answer` again. status: 'done' (moved money or, for a rollback whose bet is unknown, remembered),
 * 'rolled_back' (a bet or win a rollback undid), 'refused' (its first answer was an error that must be repeated:
 * a late bet after its rollback). fingerprint: a hash of the business fields, so the same uuid with other fields is a
 * duplicate rather than a replay. Ledger key: `hub88:<merchantId>:<transaction_uuid>`.
 */
export const hub88Transactions = pgTable(
  'hub88_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').$type<Hub88TxKind>().notNull(),
    memberId: memberId(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    round: text('round').notNull(),
    referenceTransactionUuid: text('reference_transaction_uuid'),
    /** Minor units, >= 0 (a rollback carries the amount it moved back). */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'done' | 'rolled_back' | 'refused'>().notNull().default('done'),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').$type<Hub88WalletAnswer>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hub88_transactions_uuid_uq').on(t.merchantId, t.transactionUuid),
    index('hub88_transactions_reference_idx').on(t.merchantId, t.referenceTransactionUuid),
    // Reconciliation reads a vendor's day.
    index('hub88_transactions_vendor_day_idx').on(t.merchantId, t.vendor, t.createdAt),
    check('hub88_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('hub88_transactions_amount', sql`${t.amount} >= 0`),
  ],
);

export type VendorIntegration = typeof vendorIntegrations.$inferSelect;
export type Hub88Transaction = typeof hub88Transactions.$inferSelect;
