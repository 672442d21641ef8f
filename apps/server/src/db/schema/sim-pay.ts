import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, money } from './builders.js';

// The local payment simulator's own records (issue 11): it plays Alipay, WeChat Pay and QQ Wallet, so its tables are
// not the operator's and carry no merchant id; they are keyed by the wallet's merchant id like the real ones.

/** A merchant account at a simulated wallet: how its requests are verified and how its notifications are signed. */
export const simPayMerchants = pgTable(
  'sim_pay_merchants',
  {
    id: serial('id').primaryKey(),
    /** alipay | wechat | qq */
    wallet: text('wallet').notNull(),
    /** Alipay app_id, WeChat / QQ mch_id. */
    mchId: text('mch_id').notNull(),
    name: text('name').notNull(),
    /** WeChat / QQ: the API key both sides sign with. */
    apiKey: text('api_key'),
    /** Alipay: the merchant's public key (verifies its requests) and the wallet's private key (signs our answers). */
    merchantPublicKey: text('merchant_public_key'),
    walletPrivateKey: text('wallet_private_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sim_pay_merchants_uq').on(t.wallet, t.mchId)],
);

/**
 * A payment the merchant created (precreate / unified order): one per merchant order number. Paying it schedules the
 * signed notification, retried with `nextNotifyAt` until the merchant answers its success text.
 */
export const simPayOrders = pgTable(
  'sim_pay_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallet: text('wallet').notNull(),
    mchId: text('mch_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    /** The wallet's own transaction id (trade_no / transaction_id). */
    tradeNo: text('trade_no').notNull().unique('sim_pay_orders_trade_no_uq'),
    /** The capability in the pay page's URL (what the QR code encodes). */
    token: text('token').notNull().unique('sim_pay_orders_token_uq'),
    amount: money('amount').notNull(),
    subject: text('subject').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** CREATED | PAID | CLOSED (cancelled by the payer) */
    status: text('status').notNull().default('CREATED'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    /** When the merchant acknowledged the notification; null while it is still owed. */
    notifiedAt: at('notified_at'),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: at('next_notify_at'),
    lastNotifyError: text('last_notify_error'),
  },
  (t) => [
    uniqueIndex('sim_pay_orders_out_trade_uq').on(t.wallet, t.mchId, t.outTradeNo),
    index('sim_pay_orders_notify_idx').on(t.nextNotifyAt),
    check('sim_pay_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);
export type SimPayMerchant = typeof simPayMerchants.$inferSelect;
export type SimPayOrder = typeof simPayOrders.$inferSelect;
