import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RgLimitKind, RgPeriod } from '@wps/contract';
import { at, bigMemberRow, createdAt, memberRow, money, updatedAt } from './columns.js';

/**
 * A member's responsible-gaming row (issue 29): the break in force and the row every limit check locks, so two
 * deposits racing past a limit queue here and the second sees the first's order. Absent: no limit, no break.
 */
export const rgMembers = pgTable(
  'rg_members',
  {
    ...memberRow(),
    /** A time-out's end; past: none. */
    timeoutUntil: at('timeout_until'),
    /** A self-exclusion's end; past: none (see excludedForever). */
    excludedUntil: at('excluded_until'),
    excludedForever: boolean('excluded_forever').notNull().default(false),
    /** When the current break started (the operators' list). */
    breakSince: at('break_since'),
    /** The session time limit and the reality-check interval the member chose, in minutes (null: none). */
    sessionLimitMinutes: integer('session_limit_minutes'),
    realityMinutes: integer('reality_minutes'),
    /**
     * The play session (one at a time): the login session it follows (null: none yet, the next login takes it over),
     * when it started, its last sign of life, when its next reality check is due, and when a session limit ended it.
     */
    playSessionId: bigint('play_session_id', { mode: 'number' }),
    playStartedAt: at('play_started_at'),
    playSeenAt: at('play_seen_at'),
    realityDueAt: at('reality_due_at'),
    playEndedAt: at('play_ended_at'),
    /** When the member answered the page offered before the first wager (null: not yet). */
    promptSeenAt: at('prompt_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rg_members_member_uq').on(t.merchantId, t.memberId)],
);

/**
 * One limit of a member: the amount in force (null: none) and a raise or removal waiting for its cooling period
 * (`pendingAt` set: at that time `pendingAmount` replaces `amount`, null removing it). Read with the clock, so a
 * raise applies at its time without a job.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    ...memberRow(),
    kind: text('kind').$type<RgLimitKind>().notNull(),
    period: text('period').$type<RgPeriod>().notNull(),
    amount: money('amount'),
    pendingAmount: money('pending_amount'),
    pendingAt: at('pending_at'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rg_limits_member_uq').on(t.merchantId, t.memberId, t.kind, t.period), index('rg_limits_kind_idx').on(t.merchantId, t.kind)],
);

/** What happened to a member's limits and breaks, by whom (the member, or an operator's name). */
export const rgHistory = pgTable(
  'rg_history',
  {
    ...bigMemberRow(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<{ kind?: string; period?: string; amount?: string | null; until?: string | null; reason?: string }>().notNull().default({}),
    by: text('by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rg_history_member_idx').on(t.merchantId, t.memberId, t.id)],
);

export type RgMemberRow = typeof rgMembers.$inferSelect;
export type RgLimitRow = typeof rgLimits.$inferSelect;
export type RgHistoryRow = typeof rgHistory.$inferSelect;
