import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, merchantId, memberId } from './columns.js';

// Money tables (issue 5). Same rules as the core ledger: merchant_id on every row, bigint minor units.

/** Transfer-type game vendors keep their own balance per member; money moves there from the main wallet. */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    vendor: text('vendor').notNull(),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_wallets_uq').on(t.merchantId, t.memberId, t.vendor, t.currency),
    check('vendor_wallets_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
);

/** The vendor wallets' ledger: one entry per balance change, like ledger_entries for the main wallet. */
export const vendorLedgerEntries = pgTable(
  'vendor_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    vendorWalletId: integer('vendor_wallet_id')
      .notNull()
      .references(() => vendorWallets.id),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_ledger_idempotency_uq').on(t.merchantId, t.idempotencyKey)],
);

export interface BankAccountInfo {
  bankName: string;
  accountName: string;
  accountNo: string;
  branch?: string;
}

/** A way to pay in: 'BANK' (manual transfer, an operator confirms) or 'GATEWAY' (signed callback). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    type: text('type').$type<'BANK' | 'GATEWAY'>().notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    presets: jsonb('presets').$type<string[]>().notNull().default([]),
    /** BANK: the receiving account shown to the payer. */
    receivingAccount: jsonb('receiving_account').$type<BankAccountInfo | null>(),
    /** GATEWAY: HMAC secret shared with the gateway; never leaves the server. */
    gatewaySecret: text('gateway_secret'),
    /** GATEWAY: completed by the local sandbox gateway page (no real money); an operator turns it off. */
    sandbox: boolean('sandbox').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('deposit_channels_code_uq').on(t.merchantId, t.code)],
);

/** Deposit bonuses a member may accept with a deposit. */
export const depositPromos = pgTable(
  'deposit_promos',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Bonus in basis points of the deposit (1000 = 10 %). */
    percentBp: integer('percent_bp').notNull(),
    maxBonus: money('max_bonus').notNull(),
    minDeposit: money('min_deposit').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('deposit_promos_code_uq').on(t.merchantId, t.code)],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    /** Public order number, unique across merchants (the gateway only knows this). */
    orderNo: text('order_no').notNull().unique(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    amount: money('amount').notNull(),
    bonus: money('bonus').notNull().default(sql`0`),
    promoId: integer('promo_id').references(() => depositPromos.id),
    /** pending | success | failed | expired */
    status: text('status').notNull().default('pending'),
    payerName: text('payer_name'),
    /** Reference the payer writes on the bank transfer. */
    reference: text('reference').notNull(),
    /** The client's request id: the same submit twice is the same order. */
    requestId: text('request_id').notNull(),
    gatewayTxnId: text('gateway_txn_id'),
    note: text('note'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('deposit_orders_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantId, t.status),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    branch: text('branch'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_cards_member_account_uq').on(t.merchantId, t.memberId, t.accountNo),
    index('bank_cards_member_idx').on(t.merchantId, t.memberId),
  ],
);

export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    orderNo: text('order_no').notNull().unique(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    amount: money('amount').notNull(),
    /** pending (funds held) | success (paid) | rejected (funds released) */
    status: text('status').notNull().default('pending'),
    requestId: text('request_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdraw_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('withdraw_orders_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('withdraw_orders_status_idx').on(t.merchantId, t.status),
    check('withdraw_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Money-side security settings of a member: payment password (argon2id), its attempt counter, payee name, e-mail. */
export const memberSecurity = pgTable(
  'member_security',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    paymentPasswordHash: text('payment_password_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    payeeName: text('payee_name'),
    email: text('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_security_member_uq').on(t.merchantId, t.memberId)],
);

export type VendorWallet = typeof vendorWallets.$inferSelect;
export type DepositChannel = typeof depositChannels.$inferSelect;
export type DepositPromo = typeof depositPromos.$inferSelect;
export type DepositOrder = typeof depositOrders.$inferSelect;
export type BankCard = typeof bankCards.$inferSelect;
export type WithdrawOrder = typeof withdrawOrders.$inferSelect;
export type MemberSecurity = typeof memberSecurity.$inferSelect;
