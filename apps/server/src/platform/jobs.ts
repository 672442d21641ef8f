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
  /** The period due at this time: a UTC day (2026-11-23) or month (2026-11). */
  period(now: Date): string;
  /** Whether a text is a period of this job (an operator's run names one). */
  isPeriod(period: string): boolean;
  units(db: Executor, merchantId: number, period: string): Promise<U[]>;
  /** One unit's effect; the amount it paid (minor units), or null when there was nothing (new) to do. */
  apply(tx: Tx, merchantId: number, period: string, unit: U): Promise<bigint | null>;
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

/**
 * Runs jobs per merchant and period. A failing unit does not stop the others: it is counted and logged, the run ends
 * `failed`, and the schedule runs the period again after `retryMs`, where the units already paid are no-ops and the
 * failed ones are tried again (an operator's run does the same at once).
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly opts: Required<JobRunnerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

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
   * or null when another runner holds the period (or, unforced, when it is done or waits for its retry time).
   */
  async run(name: string, merchantId: number, period: string, o: { db?: Executor; force?: boolean; requestedBy?: string | null } = {}): Promise<JobRunRow | null> {
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
      for (const unit of await job.units(db, merchantId, period)) {
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
    return jobRepo.finish(db, run.id, { paid, amount, failed, error, retryMs: this.opts.retryMs });
  }

  /** Runs every job's current period at every merchant where it is due (skipped quickly where it is not). */
  async runDue(now = new Date()): Promise<void> {
    for (const merchantId of await jobRepo.merchantIds(this.db)) {
      for (const job of this.jobs.values()) {
        const period = job.period(now);
        const row = await jobRepo.find(this.db, merchantId, job.name, period);
        if (row && (row.status === 'done' || row.leaseUntil > now)) continue;
        await this.run(job.name, merchantId, period).catch((err: unknown) => this.log.error({ err, job: job.name, merchantId, period }, 'job run failed'));
      }
    }
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
