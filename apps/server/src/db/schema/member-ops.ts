import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MemberLoginMethod, MemberLoginResult } from '@wps/contract';
import { at, bigMemberRow, createdAt, memberRow } from './columns.js';

// Member tables of the operator back office (issue 13, support staff): an operator's lock of an account and the
// login history. merchant_id on every row.

/** An operator's lock of a member account: every login is refused until `lockedUntil` (null: until unlocked). */
export const memberLocks = pgTable(
  'member_locks',
  {
    ...memberRow(),
    reason: text('reason').notNull(),
    /** The operator's user name (copied: the row still reads right after the operator is renamed or removed). */
    lockedBy: text('locked_by').notNull(),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_locks_member_uq').on(t.merchantId, t.memberId)],
);

/**
 * Login history: every session opened (login, registration, trial login), written in the session's transaction, and
 * the logins with the right secret refused because the account is locked or disabled.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    ...bigMemberRow(),
    method: text('method').$type<MemberLoginMethod>().notNull(),
    result: text('result').$type<MemberLoginResult>().notNull(),
    ip: text('ip'),
    device: text('device'),
    createdAt: createdAt(),
  },
  (t) => [index('member_logins_member_idx').on(t.merchantId, t.memberId, t.createdAt)],
);

export type MemberLock = typeof memberLocks.$inferSelect;
export type MemberLoginRow = typeof memberLogins.$inferSelect;
