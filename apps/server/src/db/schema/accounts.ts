import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigMerchantRow, createdAt, memberRow, merchantId } from './columns.js';

// Accounts tables (issue 3): contact details and registration facts of a member, one-time codes, captchas,
// brute-force counters, the message outbox and the body-encryption key. merchant_id on every tenant row.

/** Account facts beside the core member row (the core table stays as the foundation made it). */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    ...memberRow(),
    /** `+<dialing code>|<digits>`; unique per merchant (SMS login and reset find the member by it). */
    mobile: text('mobile'),
    email: text('email'),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** The agent's own invitation code, for members that can invite. */
    affiliateCode: text('affiliate_code'),
    /** The invitation code given at registration. */
    referredBy: text('referred_by'),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    /** Optional profile fields of the registration payload (nickname lives on the member). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_accounts_member_uq').on(t.merchantId, t.memberId),
    uniqueIndex('member_accounts_mobile_uq').on(t.merchantId, t.mobile),
    uniqueIndex('member_accounts_affiliate_uq').on(t.merchantId, sql`lower(${t.affiliateCode})`),
  ],
);

/** Captcha answers by the image's client-chosen key: single use, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    merchantId: merchantId(),
    key: text('key').notNull(),
    answer: text('answer').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] }), index('captchas_expires_idx').on(t.expiresAt)],
);

/** One-time codes sent by SMS or e-mail; only their hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...bigMerchantRow(),
    /** 'noLogin' (SMS login, reset), 'register', 'email' (reset by e-mail). */
    purpose: text('purpose').notNull(),
    /** Normalised mobile (`+63|917...`) or lower-case e-mail. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.merchantId, t.purpose, t.target, t.createdAt)],
);

/** Fixed-window counters (failed logins per account and address, SMS sends, registrations). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** No foreign key: 0 counts calls made outside any merchant (operator sign-in). */
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

/** The outbox provider's store: every SMS and e-mail the platform sends. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    ...bigMerchantRow(),
    /** 'sms' | 'email' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The `message.requested` event it was delivered for (the operator's outbox list shows its delivery). */
    eventId: bigint('event_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.merchantId, t.recipient, t.createdAt), index('outbox_event_idx').on(t.eventId)],
);

/** The deployment's RSA key for login / register / password bodies, shared by every instance. */
export const bodyKeys = pgTable('body_keys', {
  id: serial('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

export type MemberAccount = typeof memberAccounts.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
