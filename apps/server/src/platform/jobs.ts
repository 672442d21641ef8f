import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Executor, Tx } from '../db/client.js';
import { minorToMoney, type OpsJobRun } from '@wps/contract';
import { jobRepo, type JobRunRow } from './job-repo.js';
import { isoOrNull } from './values.js';

export type { JobRunRow } from './job-repo.js';

/**
 * A scheduled job (issue 14: VIP rebate, monthly bonus, birthday gift). A run covers one merchant and one period;
 * `units` lists what is due in it (members) and `apply` makes one unit's effect in its own transaction (a savepoint
 * inside an operator's audited transaction). Exactly once comes from the unit itself: `apply` writes a unique key
 * (`vip:rebate:<member>:<day>`) in the transaction of its effect and answers null when that key was there already, so
 * a re-run, a retry or two instances pay nothing twice. The run row (job_runs) keeps two runners off the same period.
 */
export interface Job<U = unknown> {
  /** Stable name: run rows carry it. */
  readonly name: string;
  /** The period due at this time: a UTC day (2026-11-23), month (2026-11) or minute (2026-11-23T21:30). */
  period(now: Date): string;
  /** Whether a text is a period of this job (an operator's run names one). */
  isPeriod(period: string): boolean;
  units(db: Executor, merchantId: number, period: string): Promise<U[]>;
  /** One unit's effect; the amount it paid (minor units), or null when there was nothing (new) to do. */
  apply(tx: Tx, merchantId: number, period: string, unit: U): Promise<bigint | null>;
  /**
   * A job the schedule runs every minute (lottery draws, pending transfers): most of its runs find nothing to do, and
   * a row for each would be 1,440 rows a day per merchant that say nothing. So a scheduled run of it that did
   * nothing (no unit, or only units already done) removes its row once finished, and its rows older than
   * FREQUENT_RUNS_KEPT_MS are pruned. Runs that did something, failed, or were an operator's (audited) are kept.
   * Exactly once does not rest on the row: the units' own keys give it; the row only keeps two runners apart while
   * it is held.
   */
  readonly frequent?: boolean;
  /**
   * Its units ask another service over HTTP (the aggregator, which may be this server on this database): an
   * operator's run collects them before its audited transaction opens (prepareUnits), so the calls never wait on the
   * connection that transaction holds (PGlite has one).
   */
  readonly remoteUnits?: boolean;
}

/** A run row as operators see it (VIP benefits and agent settlement runs). */
export const jobRunView = (r: JobRunRow): OpsJobRun => ({
  id: r.id,
  job: r.job,
  period: r.period,
  status: r.status,
  attempts: r.attempts,
  paid: r.paid,
  amount: minorToMoney(r.amount),
  failed: r.failed,
  error: r.error,
  requestedBy: r.requestedBy,
  startedAt: r.startedAt.toISOString(),
  finishedAt: isoOrNull(r.finishedAt),
});

/** A job with its unit type checked where it is written, erased for the runner (which only hands units back). */
export const defineJob = <U>(job: Job<U>): Job => job as unknown as Job;

export interface JobRunnerOptions {
  /** How long a claimed run is held before another runner may take it over (a runner that died). */
  leaseMs?: number;
  /** A run with failed units is run again (those units only pay what they have not) after this. */
  retryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs: modules register theirs; the schedule and operators run them. */
    jobs: JobRunner;
  }
}

const DEFAULTS = { leaseMs: 15 * 60_000, retryMs: 10 * 60_000 };

/** How long the rows of frequent jobs are kept (operators look back a few days), and how often they are pruned. */
export const FREQUENT_RUNS_KEPT_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
/**
 * A failed run of an earlier period is run again by the schedule (at its retry time) for this long after it started:
 * the period has moved on, but its failed units (a refused call, a feed still behind) are still owed. At most
 * RETRIES_PER_ROUND of them per merchant and round, so a backlog cannot hold up the current periods.
 */
export const RETRY_WINDOW_MS = 7 * 86_400_000;
const RETRIES_PER_ROUND = 20;

/**
 * Runs jobs per merchant and period. A failing unit does not stop the others: it is counted and logged, the run ends
 * `failed`, and the schedule runs the period again after `retryMs` (also once a later period is current, within
 * RETRY_WINDOW_MS), where the units already paid are no-ops and the failed ones are tried again (an operator's run
 * does the same at once).
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly opts: Required<JobRunnerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  /**
   * The period of each frequent job's last empty scheduled run, per merchant: its row is gone, so this keeps the
   * schedule from running the same minute again on every poll (once a minute, as when the row stayed).
   */
  private readonly emptyPeriods = new Map<string, string>();
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: JobRunnerOptions = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  register(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is already registered`);
    this.jobs.set(job.name, job);
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  job(name: string): Job | undefined {
    return this.jobs.get(name);
  }

  /**
   * Runs a job for a merchant and period on `db` (the app's database, or an operator's transaction). Answers the run,
   * or null when another runner holds the period (or, unforced, when it is done or waits for its retry time). A
   * frequent job's scheduled run that did nothing answers its finished row, which it did not keep.
   */
  async run(
    name: string,
    merchantId: number,
    period: string,
    o: { db?: Executor; force?: boolean; requestedBy?: string | null; units?: readonly unknown[] } = {},
  ): Promise<JobRunRow | null> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const db = o.db ?? this.db;
    const run = await jobRepo.claim(db, { merchantId, job: name, period, leaseMs: this.opts.leaseMs, requestedBy: o.requestedBy ?? null, force: o.force ?? false });
    if (!run) return null;
    let [paid, amount, failed, error] = [0, 0n, 0, null as string | null];
    const fail = (err: unknown, unit?: unknown) => {
      failed++;
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      this.log.error({ err, job: name, merchantId, period, unit }, 'job unit failed, retried with the next run');
    };
    try {
      for (const unit of o.units ?? (await job.units(db, merchantId, period))) {
        try {
          // A transaction on the database, a savepoint inside an operator's transaction: a failure undoes this unit only.
          const got = await (db as Db).transaction((tx) => job.apply(tx, merchantId, period, unit));
          if (got !== null) [paid, amount] = [paid + 1, amount + got];
        } catch (err) {
          fail(err, unit);
        }
      }
    } catch (err) {
      fail(err);
    }
    const done = await jobRepo.finish(db, run.id, { paid, amount, failed, error, retryMs: this.opts.retryMs });
    // Only the schedule's runs (an operator's names them), and only a row that holds nothing from earlier runs either.
    if (job.frequent && !o.requestedBy && done.paid === 0 && done.failed === 0 && (await jobRepo.dropEmpty(db, done.id, done.attempts))) {
      this.emptyPeriods.set(`${merchantId}:${name}`, period);
    }
    return done;
  }

  /** A remoteUnits job's units, collected on the database before an operator's run opens its transaction. */
  async prepareUnits(name: string, merchantId: number, period: string): Promise<unknown[] | undefined> {
    const job = this.jobs.get(name);
    return job?.remoteUnits && job.isPeriod(period) && period <= job.period(new Date()) ? job.units(this.db, merchantId, period) : undefined;
  }

  /** Runs every job's current period at every merchant where it is due (skipped quickly where it is not). */
  async runDue(now = new Date()): Promise<void> {
    const prune = now.getTime() - this.prunedAt >= PRUNE_EVERY_MS ? this.frequentNames() : [];
    if (prune.length) this.prunedAt = now.getTime();
    for (const merchantId of await jobRepo.merchantIds(this.db)) {
      if (prune.length) {
        await jobRepo
          .prune(this.db, merchantId, prune, new Date(now.getTime() - FREQUENT_RUNS_KEPT_MS))
          .catch((err: unknown) => this.log.error({ err, merchantId }, 'pruning frequent job runs failed'));
      }
      for (const job of this.jobs.values()) {
        const period = job.period(now);
        if (job.frequent && this.emptyPeriods.get(`${merchantId}:${job.name}`) === period) continue;
        const row = await jobRepo.find(this.db, merchantId, job.name, period);
        if (row && (row.status === 'done' || row.leaseUntil > now)) continue;
        await this.runLogged(job.name, merchantId, period);
      }
      const since = new Date(now.getTime() - RETRY_WINDOW_MS);
      for (const row of await jobRepo.failedDue(this.db, merchantId, this.names, since, RETRIES_PER_ROUND)) {
        await this.runLogged(row.job, merchantId, row.period);
      }
    }
  }

  private async runLogged(name: string, merchantId: number, period: string): Promise<void> {
    await this.run(name, merchantId, period).catch((err: unknown) => this.log.error({ err, job: name, merchantId, period }, 'job run failed'));
  }

  private frequentNames(): string[] {
    return [...this.jobs.values()].filter((j) => j.frequent).map((j) => j.name);
  }

  /** Checks for due periods every `intervalMs` (one check at a time), and once at once. */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    const tick = () => {
      if (this.ticking) return;
      this.ticking = this.runDue()
        .catch((err: unknown) => this.log.error({ err }, 'job schedule round failed'))
        .finally(() => (this.ticking = null));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }
}

/** The app's job runner: modules register their jobs; the schedule starts when the app is ready (pollMs > 0). */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { pollMs: number }) => {
    const runner = new JobRunner(app.db, app.log);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start(opts.pollMs));
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
