import { sql } from 'drizzle-orm';
import type { DepositChannelType } from '@wps/contract';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  at,
  bigMemberRow,
  createdAt,
  enabled,
  ledgerEntryColumns,
  memberRow,
  merchantRow,
  money,
  moneyFromZero,
  moneyOrderIndexes,
  ref,
  sort,
  updatedAt,
} from './columns.js';

// Money tables (issue 5). Same rules as the core ledger: merchant_id on every row, bigint minor units.

/** Transfer-type game vendors keep their own balance per member; money moves there from the main wallet. */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    ...memberRow(),
    vendor: text('vendor').notNull(),
    currency: text('currency').notNull(),
    balance: moneyFromZero('balance'),
    updatedAt: updatedAt(),
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
    ...bigMemberRow(),
    vendorWalletId: ref('vendor_wallet_id', () => vendorWallets.id),
    ...ledgerEntryColumns(),
  },
  (t) => [uniqueIndex('vendor_ledger_idempotency_uq').on(t.merchantId, t.idempotencyKey)],
);

export interface BankAccountInfo {
  bankName: string;
  accountName: string;
  accountNo: string;
  branch?: string;
}

/**
 * A way to pay in: 'BANK' (manual transfer, an operator confirms), 'GATEWAY' (signed callback) or a QR wallet
 * ('ALIPAY', 'WECHAT', 'QQ': the wallet's signed notification).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    ...merchantRow(),
    code: text('code').notNull(),
    type: text('type').$type<DepositChannelType>().notNull(),
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
    /**
     * QR wallets: the wallet's API base ("/sim/pay/..." = the local payment simulator on this server), our merchant
     * id there (Alipay app_id, WeChat / QQ mch_id), and for Alipay's RSA2 our private key (signs requests) and
     * Alipay's public key (verifies its notifications). WeChat Pay and QQ Wallet sign with `gatewaySecret` (API key).
     */
    providerUrl: text('provider_url'),
    providerMerchantId: text('provider_merchant_id'),
    providerPrivateKey: text('provider_private_key'),
    providerPublicKey: text('provider_public_key'),
    enabled: enabled(),
    sort: sort(),
  },
  (t) => [uniqueIndex('deposit_channels_code_uq').on(t.merchantId, t.code)],
);

/**
 * Deposit bonuses a member may accept with a deposit: listed ones (picked in the list or typed as a promo code) and
 * hidden ones (only usable by their bonus code). Bonus = fixedBonus + percentBp of the deposit, at most maxBonus,
 * nothing below minDeposit.
 */
export const depositPromos = pgTable(
  'deposit_promos',
  {
    ...merchantRow(),
    /** The promo / bonus code, matched case-insensitively (hence the unique index on lower(code)). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Bonus in basis points of the deposit (1000 = 10 %). */
    percentBp: integer('percent_bp').notNull(),
    /** A fixed bonus added to the percentage, minor units. */
    fixedBonus: moneyFromZero('fixed_bonus'),
    maxBonus: money('max_bonus').notNull(),
    minDeposit: money('min_deposit').notNull(),
    /** Not in the member's list: usable only by typing its code. */
    hidden: boolean('hidden').notNull().default(false),
    /** Usable from / until (null: no bound). */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Orders (pending or credited) allowed in total and per member; null: no limit. */
    maxUses: integer('max_uses'),
    perMemberUses: integer('per_member_uses'),
    enabled: enabled(),
  },
  (t) => [
    uniqueIndex('deposit_promos_code_ci_uq').on(t.merchantId, sql`lower(${t.code})`),
    check('deposit_promos_amounts_nonnegative', sql`${t.percentBp} >= 0 and ${t.fixedBonus} >= 0 and ${t.maxBonus} >= 0 and ${t.minDeposit} >= 0`),
    check('deposit_promos_uses_positive', sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.perMemberUses}, 1) > 0`),
    check('deposit_promos_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    ...memberRow(),
    /** Public order number, unique across merchants (the gateway only knows this). */
    orderNo: text('order_no').notNull().unique(),
    channelId: ref('channel_id', () => depositChannels.id),
    amount: money('amount').notNull(),
    bonus: moneyFromZero('bonus'),
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
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  // The promo index serves the use counts a promotion's limits are checked against.
  (t) => [...moneyOrderIndexes('deposit_orders', t), index('deposit_orders_promo_idx').on(t.promoId, t.memberId)],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    ...memberRow(),
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
    ...memberRow(),
    orderNo: text('order_no').notNull().unique(),
    bankCardId: ref('bank_card_id', () => bankCards.id),
    amount: money('amount').notNull(),
    /** pending (funds held) | success (paid) | rejected (funds released) */
    status: text('status').notNull().default('pending'),
    requestId: text('request_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => moneyOrderIndexes('withdraw_orders', t),
);

/**
 * Money-side security settings of a member: payment password (argon2id), its attempt counter, payee name. The e-mail
 * is the account's (member_accounts.email), one column for every reader.
 */
export const memberSecurity = pgTable(
  'member_security',
  {
    ...memberRow(),
    paymentPasswordHash: text('payment_password_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    payeeName: text('payee_name'),
    updatedAt: updatedAt(),
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
