// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, JOB_NAMES, LISTED_JOB_NAMES, OpsJobRunsQuerySchema, OpsRunJobSchema, OpsRunSettlementSchema } from '@wps/contract';
import en from '../../locales/en.json';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import {
  isMinuteJob,
  jobPeriodOk,
  jobRunFilters,
  jobRunSearchValues,
  latestJobPeriod,
  latestPeriod,
  periodHelpKey,
  RUNNABLE_JOBS,
  runJobBody,
  runnableJob,
} from './job-values';

const jobRuns = (en as unknown as { jobRuns: { jobs: Record<string, string>; periodHelp: Record<string, string> } }).jobRuns;

describe('run now: the latest period a job may run for', () => {
  const now = new Date('2026-03-01T00:30:00Z');
  it.each([
    ['vip-rebate', '2026-02-28'],
    ['vip-birthday', '2026-03-01'],
    ['vip-monthly', '2026-03'],
    ['lottery-draw', '2026-03-01T00:30'],
    ['transfer-wallet-settle', '2026-03-01T00:30'],
    ['agent-hourly-salary', '2026-02-28T23'],
    ['agent-daily-salary', '2026-02-28'],
    ['agent-dividend', '2026-02-H2'],
  ] as const)('%s: %s', (job, want) => {
    expect(latestJobPeriod(runnableJob(job)!, now)).toBe(want);
  });
  it('keeps the VIP jobs on their schedule', () => {
    expect(latestPeriod('vip-rebate', now)).toBe('2026-02-28');
  });
});

describe('run now: which jobs', () => {
  it('offers every VIP job and every agent settlement the contract names, each translated with its period help', () => {
    expect(RUNNABLE_JOBS.map((j) => j.job)).toEqual([...JOB_NAMES, 'agent-daily-salary', 'agent-hourly-salary', 'agent-dividend']);
    expect(RUNNABLE_JOBS.filter((j) => j.action === 'settle')).toHaveLength(CONTRACT_KINDS.length);
    for (const j of RUNNABLE_JOBS) {
      expect(jobRuns.jobs[j.job], j.job).toBeTruthy();
      expect(jobRuns.periodHelp[periodHelpKey(j)], j.job).toContain('{{latest}}');
    }
    expect(runnableJob('nope')).toBeUndefined();
  });
  it('offers the minute jobs with the minute period help, every other job not', () => {
    expect(RUNNABLE_JOBS.filter(isMinuteJob).map((j) => j.job)).toEqual(['lottery-draw', 'transfer-wallet-settle']);
    expect(periodHelpKey(runnableJob('lottery-draw')!)).toBe('minute');
    expect(periodHelpKey(runnableJob('vip-birthday')!)).toBe('day');
    expect(OpsRunJobSchema.parse(runJobBody(runnableJob('lottery-draw')!, ' 2026-02-01T10:05 '))).toEqual({ job: 'lottery-draw', period: '2026-02-01T10:05' });
  });
  it('sends each to its run call, in that call schema', () => {
    expect(callOf('jobRuns', 'run')).toBe('opsRunJob');
    expect(callOf('jobRuns', 'settle')).toBe('opsRunAgentSettlement');
    expect(OpsRunJobSchema.parse(runJobBody(runnableJob('vip-monthly')!, ' 2026-02 '))).toEqual({ job: 'vip-monthly', period: '2026-02' });
    expect(OpsRunSettlementSchema.parse(runJobBody(runnableJob('agent-dividend')!, '2026-02-H1'))).toEqual({ kind: 'DIVIDEND', period: '2026-02-H1' });
  });
  it('lets finance run both kinds; support neither', () => {
    expect(canDo(['finance'], 'jobRuns', 'run')).toBe(true);
    expect(canDo(['finance'], 'jobRuns', 'settle')).toBe(true);
    expect(canDo(['support'], 'jobRuns', 'run')).toBe(false);
    expect(canDo(['support'], 'jobRuns', 'settle')).toBe(false);
  });
});

describe('run now: periods', () => {
  const now = new Date('2026-03-10T12:30:00Z');
  it.each([
    ['vip-rebate', '2026-03-09', true],
    ['vip-rebate', '2026-03-10', false],
    ['vip-rebate', '2026-03', false],
    ['vip-birthday', '2026-03-10', true],
    ['vip-monthly', '2026-03', true],
    ['vip-monthly', '2026-04', false],
    ['vip-monthly', '2026-03-01', false],
    ['lottery-draw', '2026-03-10T12:30', true],
    ['lottery-draw', '2026-03-10T12:29', true],
    ['lottery-draw', '2026-03-10T12:31', false],
    ['lottery-draw', '2026-03-10', false],
    ['lottery-draw', '2026-03-10T12', false],
    ['lottery-draw', '2026-02-30T10:00', false],
    ['lottery-draw', '2026-03-09T24:00', false],
    ['lottery-draw', '2026-03-09T10:60', false],
    ['transfer-wallet-settle', '2026-01-31T23:59', true],
    ['transfer-wallet-settle', '2026-03-10 12:00', false],
    ['vip-rebate', '2026-03-09T10:00', false],
    ['vip-monthly', '2026-03-10T10:00', false],
    ['agent-hourly-salary', '2026-03-10T11', true],
    ['agent-hourly-salary', '2026-03-10T12', false],
    ['agent-daily-salary', '2026-03-09', true],
    ['agent-dividend', '2026-03-H1', false],
    ['agent-dividend', '2026-02-H2', true],
    ['agent-daily-salary', '', false],
  ] as const)('%s %s: %s', (job, period, ok) => {
    expect(jobPeriodOk(runnableJob(job)!, period, now)).toBe(ok);
  });
});

describe('the list: filter by job', () => {
  it('filters by any job the contract lists, the agent settlements too, or by none', () => {
    expect(jobRunFilters({ job: 'lottery-draw' })).toEqual([{ field: 'job', operator: 'eq', value: 'lottery-draw' }]);
    expect(jobRunFilters({ job: '' })).toEqual([]);
    expect(jobRunSearchValues(jobRunFilters({ job: 'agent-dividend' }))).toEqual({ job: 'agent-dividend' });
    // A job name from an old address that the contract no longer lists shows as "all jobs".
    expect(jobRunSearchValues([{ field: 'job', operator: 'eq', value: 'nope' }])).toEqual({ job: '' });
    for (const job of LISTED_JOB_NAMES) {
      expect(OpsJobRunsQuerySchema.safeParse({ pageNo: 1, job }).success, job).toBe(true);
      expect(jobRuns.jobs[job], job).toBeTruthy();
    }
    expect(LISTED_JOB_NAMES).toEqual(expect.arrayContaining([...JOB_NAMES]));
  });
});
