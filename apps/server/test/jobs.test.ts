import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  JOB_NAMES,
  LISTED_JOB_NAMES,
  MINUTE_JOBS,
  OPS_TOKEN_HEADER,
  OpsJobRunSchema,
  OpsRunJobAnswerSchema,
  SETTLEMENT_JOB_OF,
  isJobPeriod,
  minuteKey,
  pageOf,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, jobRuns, lotteryPeriods, merchants } from '../src/db/schema.js';
import { JOB_OF } from '../src/modules/agent-contracts/settlement.js';
import { FREQUENT_RUNS_KEPT_MS, JobRunner, defineJob, type Job } from '../src/platform/jobs.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';

// The job runner's frequent jobs (the minute jobs: lottery draws, pending transfer-wallet transfers): an empty
// scheduled run leaves no job_runs row, old rows are pruned, and operators list and run them like the VIP jobs.

const FIN = 'ops_k_jobs-finance-0123456789ab';
const HOUR = 3_600_000;

describeEachDb('scheduled jobs', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  let merchantId = 0;
  const runUrl = CALLS.opsRunJob.path.replace(':code', 'demo');
  const listUrl = CALLS.opsJobRuns.path.replace(':code', 'demo');
  const opsCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: FIN }, ...(payload === undefined ? {} : { payload }) });
  const rowsOf = (job: string, period?: string) =>
    db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.merchantId, merchantId), eq(jobRuns.job, job), period === undefined ? undefined : eq(jobRuns.period, period)));

  beforeAll(async () => {
    await grantOpsKey(app(), FIN, 'finance');
    const [demo] = await db().select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
    merchantId = demo!.id;
  });

  /**
   * A minute job on a runner of its own: `units` hands out at the demo merchant what the test queued (and counts its
   * calls there; other merchants have nothing), `apply` pays a unit's amount, null for 0n (a unit already done), and
   * throws for a negative one.
   */
  function minuteJob(name: string, opts: { frequent?: boolean } = {}) {
    const queue: bigint[] = [];
    const state = { calls: 0, gate: null as Promise<void> | null };
    const job = defineJob<bigint>({
      name,
      period: minuteKey,
      isPeriod: () => true,
      frequent: opts.frequent ?? true,
      units: async (_db, m) => {
        if (m !== merchantId) return [];
        state.calls++;
        await state.gate;
        return queue.splice(0);
      },
      apply: async (_tx, _merchantId, _period, unit) => {
        if (unit < 0n) throw new Error('unit failed');
        return unit === 0n ? null : unit;
      },
    });
    return { job, queue, state };
  }
  const runnerWith = (...jobs: Job[]) => {
    const runner = new JobRunner(db(), app().log);
    for (const j of jobs) runner.register(j);
    return runner;
  };

  it('the contract names every job the server runs, with the period forms of the server\'s jobs', () => {
    const now = new Date();
    for (const name of JOB_NAMES) {
      const job = app().jobs.job(name);
      expect(job, name).toBeDefined();
      expect(isJobPeriod(name, job!.period(now)), name).toBe(true);
      expect(job!.frequent ?? false, name).toBe(name === MINUTE_JOBS.lotteryDraw || name === MINUTE_JOBS.transferSettle);
    }
    // The agent settlements are listed with them (their own call runs them).
    expect(Object.values(JOB_OF).sort()).toEqual(Object.values(SETTLEMENT_JOB_OF).sort());
    for (const name of LISTED_JOB_NAMES) expect(app().jobs.names, name).toContain(name);
  });

  it('an empty scheduled run of a frequent job leaves no row and is not run again in its minute; runs that did something are kept', async () => {
    const { job, queue, state } = minuteJob('test-minute-empty');
    const runner = runnerWith(job);
    const now = new Date('2026-02-03T10:15:20Z');
    const minute = minuteKey(now);

    expect(await runner.run(job.name, merchantId, minute)).toMatchObject({ status: 'done', paid: 0, failed: 0 });
    expect(await rowsOf(job.name)).toEqual([]);
    // The schedule's next poll in the same minute leaves it alone (once a minute, as when the row stayed)...
    const calls = state.calls;
    await runner.runDue(new Date('2026-02-03T10:15:50Z'));
    expect(state.calls).toBe(calls);
    // ...and runs the next minute, which did something: its row stays.
    queue.push(5n, 7n);
    await runner.runDue(new Date('2026-02-03T10:16:05Z'));
    expect(await rowsOf(job.name)).toMatchObject([{ period: '2026-02-03T10:16', status: 'done', paid: 2, amount: 12n }]);

    // Units that were all done already did nothing: no row. A failed unit keeps its row (it says what went wrong).
    queue.push(0n);
    await runner.run(job.name, merchantId, '2026-02-03T10:17');
    expect(await rowsOf(job.name, '2026-02-03T10:17')).toEqual([]);
    queue.push(-1n);
    await runner.run(job.name, merchantId, '2026-02-03T10:18');
    expect(await rowsOf(job.name, '2026-02-03T10:18')).toMatchObject([{ status: 'failed', failed: 1, error: 'unit failed' }]);

    // An operator's run is kept even when empty (audited, and the operator wants to see it).
    expect(await runner.run(job.name, merchantId, '2026-02-03T10:19', { force: true, requestedBy: 'finance' })).toMatchObject({ paid: 0 });
    expect(await rowsOf(job.name, '2026-02-03T10:19')).toMatchObject([{ status: 'done', requestedBy: 'finance' }]);

    // A job that is not frequent keeps its empty runs, as before.
    const daily = minuteJob('test-daily-empty', { frequent: false });
    await runnerWith(daily.job).run(daily.job.name, merchantId, '2026-02-03');
    expect(await rowsOf(daily.job.name)).toMatchObject([{ period: '2026-02-03', status: 'done', paid: 0 }]);
  });

  it('a second runner skips a frequent job\'s period while the first holds it, as before; the empty row goes after', async () => {
    const { job, state } = minuteJob('test-minute-held');
    const other = minuteJob('test-minute-held');
    const [first, second] = [runnerWith(job), runnerWith(other.job)];
    let release = () => {};
    state.gate = new Promise<void>((resolve) => (release = resolve));
    const period = '2026-02-03T11:00';
    const running = first.run(job.name, merchantId, period);
    await expect.poll(() => state.calls).toBe(1);
    expect(await rowsOf(job.name, period)).toMatchObject([{ status: 'running' }]);
    // The claimed row keeps the other runner off the period: a run answers null, the schedule skips it.
    expect(await second.run(job.name, merchantId, period)).toBeNull();
    await second.runDue(new Date(`${period}:30Z`));
    expect(other.state.calls).toBe(0);
    release();
    expect(await running).toMatchObject({ status: 'done', paid: 0 });
    expect(await rowsOf(job.name, period)).toEqual([]);
  });

  it('the schedule runs a failed earlier period again at its retry time once a later period is current, within 7 days', async () => {
    const failing = new Set(['2026-02-05T09:00']);
    const applied: string[] = [];
    const job = defineJob<string>({
      name: 'test-retry-earlier',
      period: minuteKey,
      isPeriod: () => true,
      units: async (_db, m, period) => (m === merchantId ? [period] : []),
      apply: async (_tx, _merchantId, period) => {
        if (failing.has(period)) throw new Error('feed behind');
        applied.push(period);
        return 1n;
      },
    });
    const runner = new JobRunner(db(), app().log, { retryMs: 0 });
    runner.register(job);
    const first = '2026-02-05T09:00';
    await runner.run(job.name, merchantId, first);
    expect(await rowsOf(job.name, first)).toMatchObject([{ status: 'failed', failed: 1, error: 'feed behind', attempts: 1 }]);

    // Later minutes are current: each round runs the failed one again, until its unit goes through, once.
    await runner.runDue(new Date('2026-02-05T09:05:10Z'));
    expect(await rowsOf(job.name, first)).toMatchObject([{ status: 'failed', attempts: 2 }]);
    failing.clear();
    await runner.runDue(new Date('2026-02-05T09:06:10Z'));
    expect(await rowsOf(job.name, first)).toMatchObject([{ status: 'done', paid: 1, failed: 0, attempts: 3 }]);
    await runner.runDue(new Date('2026-02-05T09:07:10Z'));
    expect(await rowsOf(job.name, first)).toMatchObject([{ status: 'done', attempts: 3 }]);
    expect(applied.filter((p) => p === first)).toEqual([first]);

    // A run that failed more than 7 days before is left to operators.
    const old = new Date('2026-01-20T00:00:00Z');
    await db().insert(jobRuns).values({ merchantId, job: job.name, period: 'stale', status: 'failed', failed: 1, leaseUntil: old, startedAt: old });
    await runner.runDue(new Date('2026-02-05T09:08:10Z'));
    expect(await rowsOf(job.name, 'stale')).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });

  it('prunes the rows of frequent jobs older than 7 days, at most once an hour, and no other job\'s', async () => {
    const frequent = minuteJob('test-minute-prune');
    const daily = minuteJob('test-daily-prune', { frequent: false });
    const runner = runnerWith(frequent.job, daily.job);
    const now = new Date('2026-02-20T08:00:30Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const row = (job: string, period: string, startedAt: Date) => ({ merchantId, job, period, status: 'done' as const, leaseUntil: startedAt, startedAt });
    await db()
      .insert(jobRuns)
      .values([
        row(frequent.job.name, 'old', ago(FREQUENT_RUNS_KEPT_MS + HOUR)),
        row(frequent.job.name, 'recent', ago(FREQUENT_RUNS_KEPT_MS - HOUR)),
        row(daily.job.name, 'old', ago(FREQUENT_RUNS_KEPT_MS + HOUR)),
      ]);
    const periods = async (job: string) => (await rowsOf(job)).map((r) => r.period).sort();

    await runner.runDue(now);
    expect(await periods(frequent.job.name)).toEqual(['recent']);
    expect(await periods(daily.job.name)).toEqual(['2026-02-20T08:00', 'old']);

    // Within the hour the next rounds do not prune again; past it they do.
    await db().insert(jobRuns).values(row(frequent.job.name, 'old-2', ago(FREQUENT_RUNS_KEPT_MS + HOUR)));
    await runner.runDue(new Date(now.getTime() + 30 * 60_000));
    expect(await periods(frequent.job.name)).toEqual(['old-2', 'recent']);
    await runner.runDue(new Date(now.getTime() + HOUR));
    expect(await periods(frequent.job.name)).toEqual(['recent']);
  });

  it('the lottery draws: a minute without a due draw leaves no row, one that drew a period leaves one', async () => {
    const now = Date.now();
    // No period of the demo merchant is due (this suite's database is its own).
    await db()
      .update(lotteryPeriods)
      .set({ opensAt: new Date(now - HOUR), closesAt: new Date(now + HOUR), drawAt: new Date(now + HOUR + 10_000) })
      .where(and(eq(lotteryPeriods.merchantId, merchantId), eq(lotteryPeriods.status, 'open')));
    const minute = minuteKey(new Date());
    expect(await app().jobs.run(MINUTE_JOBS.lotteryDraw, merchantId, minute)).toMatchObject({ status: 'done', paid: 0 });
    expect(await rowsOf(MINUTE_JOBS.lotteryDraw, minute)).toEqual([]);

    // A period whose draw time has passed: the next run draws it and its row stays.
    const [open] = await db()
      .select({ id: lotteryPeriods.id })
      .from(lotteryPeriods)
      .where(and(eq(lotteryPeriods.merchantId, merchantId), eq(lotteryPeriods.status, 'open')))
      .limit(1);
    await db()
      .update(lotteryPeriods)
      .set({ opensAt: new Date(now - HOUR), closesAt: new Date(now - 20_000), drawAt: new Date(now - 10_000) })
      .where(eq(lotteryPeriods.id, open!.id));
    const again = minuteKey(new Date());
    expect(await app().jobs.run(MINUTE_JOBS.lotteryDraw, merchantId, again)).toMatchObject({ status: 'done', paid: 1 });
    expect(await rowsOf(MINUTE_JOBS.lotteryDraw, again)).toMatchObject([{ status: 'done', paid: 1 }]);
    const [drawn] = await db().select().from(lotteryPeriods).where(eq(lotteryPeriods.id, open!.id));
    expect(drawn!.status).toBe('drawn');
  });

  it('operators run a minute job for a minute now (audited, kept when empty) and list its runs; bad or future minutes are refused on the field', async () => {
    const minute = minuteKey(new Date());
    const run = okValue(await opsCall('POST', runUrl, { job: MINUTE_JOBS.lotteryDraw, period: minute }), OpsRunJobAnswerSchema);
    expect(run).toMatchObject({ job: 'lottery-draw', period: minute, status: 'done', requestedBy: 'finance' });
    expect(await rowsOf(MINUTE_JOBS.lotteryDraw, minute)).toHaveLength(1);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsRunJob'), eq(auditLog.target, `job lottery-draw ${minute}`)));
    expect(audit).toBeDefined();
    const settle = okValue(await opsCall('POST', runUrl, { job: MINUTE_JOBS.transferSettle, period: ` ${minute} ` }), OpsRunJobAnswerSchema);
    expect(settle).toMatchObject({ job: 'transfer-wallet-settle', period: minute, status: 'done', requestedBy: 'finance' });

    const future = minuteKey(new Date(Date.now() + 2 * 60_000));
    const refused: [string, string][] = [
      [MINUTE_JOBS.lotteryDraw, future],
      [MINUTE_JOBS.lotteryDraw, '2026-02-30T10:00'],
      [MINUTE_JOBS.lotteryDraw, '2026-01-08T24:00'],
      [MINUTE_JOBS.lotteryDraw, '2026-01-08T10:60'],
      [MINUTE_JOBS.lotteryDraw, '2026-01-08'],
      [MINUTE_JOBS.transferSettle, '2026-01-08T10'],
      ['vip-rebate', '2026-01-08T10:00'],
      ['vip-monthly', '2026-01-08'],
    ];
    for (const [job, period] of refused) {
      const res = await opsCall('POST', runUrl, { job, period });
      expect(res.statusCode, `${job} ${period}`).toBe(422);
      const body = errorBody(res);
      expect(body.errorCode).toBe('VALIDATION');
      expect(body.value, `${job} ${period}`).toEqual([expect.objectContaining({ field: 'period' })]);
    }
    expect(await rowsOf(MINUTE_JOBS.lotteryDraw, future)).toEqual([]);

    // The list filters by every job operators see, the agent settlements too; an unknown name is refused.
    const list = okValue(await opsCall('GET', `${listUrl}?job=lottery-draw`), pageOf(OpsJobRunSchema));
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((r) => r.job === 'lottery-draw')).toBe(true);
    for (const job of LISTED_JOB_NAMES) expect((await opsCall('GET', `${listUrl}?job=${job}`)).statusCode, job).toBe(200);
    expect((await opsCall('GET', `${listUrl}?job=nope`)).statusCode).toBe(422);
  });
});
