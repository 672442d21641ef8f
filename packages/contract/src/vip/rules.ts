// VIP benefits and scheduled jobs (issue 14), zod-free so the schema files and the client can name them.

/** The periodic VIP benefits: the daily valid-bet rebate, the monthly bonus and the yearly birthday gift. */
export const VIP_BENEFITS = ['rebate', 'monthly', 'birthday'] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

/** Where a benefit lands: straight in the wallet (a bonus with its turnover) or in the reward centre to be claimed. */
export const BENEFIT_LANDINGS = ['wallet', 'reward'] as const;
export type BenefitLanding = (typeof BENEFIT_LANDINGS)[number];

/** A merchant without its own rule: the rebate goes to the wallet, the monthly bonus and birthday gift to the centre. */
export const DEFAULT_BENEFIT_LANDING: Record<VipBenefit, BenefitLanding> = { rebate: 'wallet', monthly: 'reward', birthday: 'reward' };

/** A job run: running (or left by a dead worker until its lease ends), done, or failed for some members (retried). */
export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** The UTC day key of a time (2026-11-23). */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);
/** The UTC month key of a time (2026-11). */
export const monthKey = (at: Date): string => at.toISOString().slice(0, 7);

/** The day before a day key (UTC). */
export function previousDay(day: string): string {
  return dayKey(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/** The month before a month key. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The day of a year a birthday (YYYY-MM-DD) falls on: its month and day, 29 February on the 28th in a common year.
 * Null for a text that is not a date.
 */
export function birthdayIn(birthday: string, year: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  const date = new Date(Date.UTC(year, month - 1, d));
  return date.getUTCMonth() === month - 1 ? dayKey(date) : null;
}

/** A daily rebate: valid bets (minor units) times the rate in basis points, floored to minor units. */
export const rebateOf = (validBet: bigint, rebateBp: number): bigint => (validBet * BigInt(rebateBp)) / 10_000n;

/** Job runs per page of the operator's list. */
export const JOB_RUN_PAGE_SIZE = 20;
