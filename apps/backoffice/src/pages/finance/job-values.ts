import type { CrudFilter } from '@refinedev/core';
import {
  CONTRACT_KINDS,
  JOB_NAMES,
  JOB_PERIOD_KIND,
  LISTED_JOB_NAMES,
  OpsRunJobSchema,
  SETTLEMENT_JOB_OF,
  dayKey,
  minuteKey,
  monthKey,
  previousDay,
  type ContractKind,
  type JobName,
  type ListedJobName,
} from '@wps/contract';
import { latestSettlementPeriod, settlementPeriodOk } from '../agents/agent-values';
import { fieldFilter, filterValue } from '../content/content-values';

// The scheduled jobs' run form: every job the contract gives a run call, and its periods. Tested in job-runs.test.ts.

/**
 * A job an operator may run now: a VIP job (the jobs page's own run call, `run`) or an agent settlement of a contract
 * kind (the settlement's run call, `settle`).
 */
export type RunnableJob = { job: JobName; action: 'run' } | { job: string; action: 'settle'; kind: ContractKind };

/** Every runnable job, read from the contract's lists (the job-runs call's jobs, the contract kinds). */
export const RUNNABLE_JOBS: readonly RunnableJob[] = [
  ...JOB_NAMES.map((job): RunnableJob => ({ job, action: 'run' })),
  ...CONTRACT_KINDS.map((kind): RunnableJob => ({ job: SETTLEMENT_JOB_OF[kind], action: 'settle', kind })),
];

export const runnableJob = (job: string | undefined): RunnableJob | undefined => RUNNABLE_JOBS.find((j) => j.job === job);

/**
 * The latest period a job of the run call may run for now (the schedule's own): yesterday's rebate, today's birthdays,
 * this month, the minute jobs' current UTC minute.
 */
export function latestPeriod(job: JobName, now = new Date()): string {
  if (job === 'vip-rebate') return previousDay(dayKey(now));
  const kind = JOB_PERIOD_KIND[job];
  return kind === 'minute' ? minuteKey(now) : kind === 'month' ? monthKey(now) : dayKey(now);
}

/** The latest period a runnable job may run for now. */
export const latestJobPeriod = (j: RunnableJob, now = new Date()): string => (j.action === 'settle' ? latestSettlementPeriod(j.kind, now) : latestPeriod(j.job, now));

/** The locale key (under jobRuns.periodHelp) that says the job's period form. */
export const periodHelpKey = (j: RunnableJob): string => (j.action === 'settle' ? j.kind : JOB_PERIOD_KIND[j.job]);

/** Whether the job runs every minute (its confirmation and result say "done", not "members paid"). */
export const isMinuteJob = (j: RunnableJob): boolean => j.action === 'run' && JOB_PERIOD_KIND[j.job] === 'minute';

/**
 * Whether a period may be sent for the job: an agent settlement's finished period of its kind; another job's day,
 * month or minute as its run call takes it (the contract's form of the job's period), not past the schedule's own (the
 * server checks that too).
 */
export function jobPeriodOk(j: RunnableJob, period: string | undefined, now = new Date()): boolean {
  if (j.action === 'settle') return settlementPeriodOk(j.kind, period, now);
  const p = (period ?? '').trim();
  return OpsRunJobSchema.safeParse({ job: j.job, period: p }).success && p <= latestPeriod(j.job, now);
}

/** The run call's body of a job: the VIP call names the job, the settlement call the contract kind. */
export const runJobBody = (j: RunnableJob, period: string) => (j.action === 'settle' ? { kind: j.kind, period: period.trim() } : { job: j.job, period: period.trim() });

/** The list's filter: one job (any the contract lists, the agent settlements too), or every job. */
export interface JobRunSearch {
  job?: ListedJobName | '';
}

const isListedJob = (v: unknown): v is ListedJobName => (LISTED_JOB_NAMES as readonly unknown[]).includes(v);

export const jobRunFilters = (v: JobRunSearch): CrudFilter[] => fieldFilter('job', v.job);

export function jobRunSearchValues(filters: CrudFilter[]): Required<JobRunSearch> {
  const job = filterValue(filters, 'job');
  return { job: isListedJob(job) ? job : '' };
}
