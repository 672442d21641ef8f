// Responsible gaming (issue 29): the limits, periods and breaks both sides know, zod-free.

/** What a limit caps: money deposited, money lost (net of settled bets), money wagered. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** A limit's window: the last 24 hours, the last 7 days, the calendar month (UTC). */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** Raising or removing a limit waits this long (RTS 12B); lowering or setting a first one applies at once. */
export const RG_COOLING_MS = 24 * 3_600_000;

/** A time-out's lengths in hours: 24 hours to 6 weeks. */
export const RG_TIMEOUT_HOURS = [24, 72, 168, 336, 504, 1008] as const;
export type RgTimeoutHours = (typeof RG_TIMEOUT_HOURS)[number];

/** A self-exclusion's lengths in months: 6 months to 5 years; null is indefinite. */
export const RG_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export type RgExclusionMonths = (typeof RG_EXCLUSION_MONTHS)[number];

/** The tools an operator's list shows members under. */
export const RG_TOOLS = ['deposit', 'loss', 'wager', 'timeout', 'exclusion'] as const;
export type RgTool = (typeof RG_TOOLS)[number];

/** A session time limit's lengths in minutes (RTS 13C): the member is logged out when it is reached. */
export const RG_SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360] as const;
export type RgSessionLimitMinutes = (typeof RG_SESSION_LIMIT_MINUTES)[number];

/** A reality check's intervals in minutes (RTS 13C, 2E). */
export const RG_REALITY_MINUTES = [15, 30, 60] as const;
export type RgRealityMinutes = (typeof RG_REALITY_MINUTES)[number];

/**
 * A play session goes on over a new login made within this long of its last sign of life, so logging out and in again
 * resets neither the session limit nor the reality check; after a session limit ends, login waits this long.
 */
export const RG_SESSION_GAP_MS = 30 * 60_000;

/** How often the game pages ask the server whether a reality check is due and how the session stands. */
export const RG_PLAY_POLL_MS = 20_000;

/** The activity statement's longest period, in days, and its groupings. */
export const RG_STATEMENT_MAX_DAYS = 93;
export const RG_STATEMENT_GROUPS = ['day', 'month'] as const;
export type RgStatementGroup = (typeof RG_STATEMENT_GROUPS)[number];

const DAY_MS = 86_400_000;

/** Where a limit's window starts at `now`: rolling 24 hours or 7 days, or the first instant of the UTC month. */
export function rgWindowStart(period: RgPeriod, now: Date): Date {
  if (period === 'day') return new Date(now.getTime() - DAY_MS);
  if (period === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The end of a self-exclusion of `months` from `from` (calendar months, UTC). */
export function rgExclusionEnd(from: Date, months: RgExclusionMonths): Date {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Whether a change of a limit must wait the cooling period: raising it or removing it (null: no limit) does, setting
 * a first one or lowering it does not. Amounts in minor units.
 */
export function rgChangeWaits(current: bigint | null, next: bigint | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}
