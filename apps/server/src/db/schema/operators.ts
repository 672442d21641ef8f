import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@wps/contract';
import { merchants } from './core.js';
import { at, createdAt, ref } from './builders.js';

// Operator identity (issue 13): people with accounts, roles per merchant, two-factor, sessions, API keys, the audit
// trail and the first half of dual approvals. Operators are not tenant rows: one operator may serve several merchants
// (operator_grants says which, with which roles).

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 secret once two-factor is confirmed; `totpPending` holds a scanned but unconfirmed one. */
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    /** The last accepted time step: a code is good once (RFC 6238 s5.2). */
    totpLastStep: integer('totp_last_step'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(sql`lower(${t.username})`)],
);

export const operatorGrants = pgTable(
  'operator_grants',
  {
    operatorId: ref('operator_id', () => operators.id, { onDelete: 'cascade' }),
    merchantId: ref('merchant_id', () => merchants.id, { onDelete: 'cascade' }),
    roles: jsonb('roles').$type<OperatorRole[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.merchantId] })],
);

/** Sign-in sessions: only the token's hash is kept; idle and absolute timeouts end them. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: ref('operator_id', () => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    totpVerified: boolean('totp_verified').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Keys for automation (`npm run ops`, scripts): they act as their operator, with the same roles. */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: serial('id').primaryKey(),
    operatorId: ref('operator_id', () => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('operator_api_keys_operator_idx').on(t.operatorId)],
);

/**
 * The audit trail: one row per change, written in the change's transaction (a change that rolls back leaves none).
 * Names are copied so a row still reads right after the operator is renamed or removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an operator's own account actions (password, two-factor, keys). */
    merchantId: integer('merchant_id').references(() => merchants.id),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    via: text('via').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_merchant_idx').on(t.merchantId, t.createdAt),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * Dual approval: the first operator's approval of a subject (a deposit, a withdrawal, an adjustment) waits here
 * until a different operator confirms it. One open approval per subject.
 */
export const pendingApprovals = pgTable(
  'pending_approvals',
  {
    id: serial('id').primaryKey(),
    merchantId: ref('merchant_id', () => merchants.id),
    /** 'deposit' | 'withdrawal' | 'adjustment' ... */
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    firstOperatorId: ref('first_operator_id', () => operators.id),
    firstOperatorName: text('first_operator_name').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pending_approvals_subject_uq').on(t.merchantId, t.subject, t.subjectId)],
);
