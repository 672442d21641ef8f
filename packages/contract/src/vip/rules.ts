// VIP benefits and scheduled jobs (issue 14), zod-free so the schema files and the client can name them.

import type { ContractKind } from '../agent-contracts/rules.js';

/** The periodic VIP benefits: the daily valid-bet rebate, the monthly bonus and the yearly birthday gift. */
export const VIP_BENEFITS = ['rebate', 'monthly', 'birthday'] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

/** Where a benefit lands: straight in the wallet (a bonus with its turnover) or in the reward centre to be claimed. */
export const BENEFIT_LANDINGS = ['wallet', 'reward'] as const;
export type BenefitLanding = (typeof BENEFIT_LANDINGS)[number];

/** A merchant without its own rule: the rebate goes to the wallet, the monthly bonus and birthday gift to the centre. */
export const DEFAULT_BENEFIT_LANDING: Record<VipBenefit, BenefitLanding> = { rebate: 'wallet', monthly: 'reward', birthday: 'reward' };

/**
 * The scheduled jobs operators run with the job-runs call (opsRunJob), the one list of their names (the server's job
 * definitions take their names from here): the VIP benefits (the daily rebate of the day before, the birthday gifts
 * of the day, the monthly bonus) and the minute jobs (the lottery draws due, the transfer-wallet transfers left
 * pending by a timeout) that run every minute at every merchant.
 */
export const MINUTE_JOBS = { lotteryDraw: 'lottery-draw', transferSettle: 'transfer-wallet-settle' } as const;
export const JOB_NAMES = ['vip-rebate', 'vip-birthday', 'vip-monthly', MINUTE_JOBS.lotteryDraw, MINUTE_JOBS.transferSettle] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** The form of a job's period: a UTC day (2026-11-23), month (2026-11) or minute (2026-11-23T21:30). */
export type JobPeriodKind = 'day' | 'month' | 'minute';
export const JOB_PERIOD_KIND: Record<JobName, JobPeriodKind> = {
  'vip-rebate': 'day',
  'vip-birthday': 'day',
  'vip-monthly': 'month',
  'lottery-draw': 'minute',
  'transfer-wallet-settle': 'minute',
};

/**
 * The agent settlement job of each contract kind. Its runs are listed with the others (filter by these names too),
 * but run through the settlement's own call, which takes the contract kind.
 */
export const SETTLEMENT_JOB_OF = {
  DAILY_SALARY: 'agent-daily-salary',
  HOURLY_SALARY: 'agent-hourly-salary',
  DIVIDEND: 'agent-dividend',
} as const satisfies Record<ContractKind, string>;

/** Every job whose runs operators list (job_runs rows carry these names): the runnable ones and the agent settlements. */
export const LISTED_JOB_NAMES = [...JOB_NAMES, SETTLEMENT_JOB_OF.DAILY_SALARY, SETTLEMENT_JOB_OF.HOURLY_SALARY, SETTLEMENT_JOB_OF.DIVIDEND] as const;
export type ListedJobName = (typeof LISTED_JOB_NAMES)[number];

/** The UTC minute key of a time (2026-11-23T21:30): the period of the minute jobs. */
export const minuteKey = (at: Date): string => at.toISOString().slice(0, 16);

const PERIOD_SHAPE: Record<JobPeriodKind, RegExp> = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/, minute: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/ };
const PERIOD_START: Record<JobPeriodKind, (p: string) => string> = { day: (p) => `${p}T00:00:00Z`, month: (p) => `${p}-01T00:00:00Z`, minute: (p) => `${p}:00Z` };

/** Whether a text is a period of this form that exists (not 2026-02-30 nor 24:00: a date that would roll over). */
export function isPeriodOf(kind: JobPeriodKind, period: string): boolean {
  if (!PERIOD_SHAPE[kind].test(period)) return false;
  const start = new Date(PERIOD_START[kind](period));
  return !Number.isNaN(start.getTime()) && start.toISOString().startsWith(period);
}

/** Whether a text is a period of the job (what an operator's run names). */
export const isJobPeriod = (job: JobName, period: string): boolean => isPeriodOf(JOB_PERIOD_KIND[job], period);

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
