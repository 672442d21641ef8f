import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CustomerService,
  LanguageCode,
  MobileTemplate,
  RegisterSettings,
  Resource,
  WhitelabelNode,
} from '@wps/contract';
import { at, createdAt, ledgerEntryColumns, moneyFromZero, ref, updatedAt } from './builders.js';

// The core tables: merchants, members, sessions, wallets and the ledger.
// Every tenant table carries merchant_id and every query filters on it (DESIGN.md "Data and money").
// Money columns are bigint minor units, read as JS bigint so no float ever touches a balance. (The other schema files
// take merchant_id and member_id from columns.ts, which references these tables.)

const merchantRef = () => ref('merchant_id', () => merchants.id);
const memberRef = () => ref('member_id', () => members.id);

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').$type<LanguageCode>().notNull().default('EN'),
  supportedLanguages: jsonb('supported_languages').$type<LanguageCode[]>().notNull().default(['EN']),
  currency: text('currency').notNull().default('CNY'),
  currencySymbol: text('currency_symbol').notNull().default('￥'),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceMessage: text('maintenance_message'),
  /** ISO 3166-1 alpha-2 codes. */
  blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull().default([]),
  /** IPv4/IPv6 addresses or CIDR ranges. */
  blockedIps: jsonb('blocked_ips').$type<string[]>().notNull().default([]),
  whitelabel: jsonb('whitelabel').$type<WhitelabelNode[]>().notNull().default([]),
  menu: jsonb('menu').$type<WhitelabelNode[]>().notNull().default([]),
  mobileTemplate: jsonb('mobile_template').$type<MobileTemplate>().notNull(),
  customerService: jsonb('customer_service').$type<CustomerService[]>().notNull().default([]),
  resources: jsonb('resources').$type<Resource[]>().notNull().default([]),
  paths: jsonb('paths').$type<Record<string, string>>().notNull().default({}),
  registerSettings: jsonb('register_settings').$type<RegisterSettings>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  mainDomain: text('main_domain').notNull(),
  liveModel: boolean('live_model').notNull().default(false),
  /** Operators of this merchant must pass two-factor (issue 13). */
  opsRequireTotp: boolean('ops_require_totp').notNull().default(false),
  /** Deposits, withdrawals and adjustments from this many minor units need a second operator; null: never. */
  dualApprovalThreshold: bigint('dual_approval_threshold', { mode: 'bigint' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  /** Lower-case host name without port. */
  host: text('host').notNull().unique(),
  merchantId: ref('merchant_id', () => merchants.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    /** MemberType of the contract: 0 member, 1 agent, 4 trial, ... */
    type: integer('type').notNull().default(0),
    /** 'active' | 'disabled' */
    status: text('status').notNull().default('active'),
    clubLabel: text('club_label'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_merchant_username_uq').on(t.merchantId, sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 (hex) of the token; the raw token is only ever in the client's hands. */
    tokenHash: text('token_hash').notNull().unique(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    device: text('device'),
  },
  (t) => [index('sessions_member_idx').on(t.merchantId, t.memberId)],
);

export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    currency: text('currency').notNull(),
    balance: moneyFromZero('balance'),
    /**
     * Play may be refused (issue 29: the member has a break or a loss or wager limit): the responsible-gaming checks
     * run at each bet. Read with the row the bet locks anyway, so a member without any costs no statement.
     */
    playChecks: boolean('play_checks').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallets_member_currency_uq').on(t.merchantId, t.memberId, t.currency),
    check('wallets_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    walletId: ref('wallet_id', () => wallets.id),
    ...ledgerEntryColumns(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    // The operator's dashboard sums a merchant's entries of some kinds (bonuses) by day.
    index('ledger_kind_idx').on(t.merchantId, t.kind, t.createdAt),
  ],
);

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Wallet = typeof wallets.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
