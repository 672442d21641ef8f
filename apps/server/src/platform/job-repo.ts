import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobRuns, merchants, type JobRunRow } from '../db/schema.js';

export type { JobRunRow } from '../db/schema.js';

/** The job runner's SQL (platform/jobs.ts). */
export const jobRepo = {
  async merchantIds(db: Executor): Promise<number[]> {
    return (await db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id)).map((r) => r.id);
  },
  async find(db: Executor, merchantId: number, job: string, period: string): Promise<JobRunRow | null> {
    const [row] = await db.select().from(jobRuns).where(and(eq(jobRuns.merchantId, merchantId), eq(jobRuns.job, job), eq(jobRuns.period, period)));
    return row ?? null;
  },
  /**
   * Takes the run of a period: creates it, or takes it over when it is free (a failed run past its retry time, a
   * running one whose runner's lease ended; `force`: also a done one, as an operator's run asks). One statement on
   * the unique row: of two runners at once, one gets it and the other answers null.
   */
  async claim(db: Executor, r: { merchantId: number; job: string; period: string; leaseMs: number; requestedBy: string | null; force: boolean }): Promise<JobRunRow | null> {
    const leaseUntil = sql`now() + make_interval(secs => ${r.leaseMs / 1000})`;
    const free = r.force
      ? sql`${jobRuns.status} <> 'running' or ${jobRuns.leaseUntil} < now()`
      : sql`${jobRuns.status} <> 'done' and ${jobRuns.leaseUntil} < now()`;
    const [row] = await db
      .insert(jobRuns)
      .values({ merchantId: r.merchantId, job: r.job, period: r.period, status: 'running', leaseUntil, requestedBy: r.requestedBy })
      .onConflictDoUpdate({
        target: [jobRuns.merchantId, jobRuns.job, jobRuns.period],
        set: {
          status: 'running',
          attempts: sql`${jobRuns.attempts} + 1`,
          leaseUntil,
          requestedBy: r.requestedBy,
          failed: 0,
          error: null,
          startedAt: sql`now()`,
          finishedAt: null,
        },
        setWhere: free,
      })
      .returning();
    return row ?? null;
  },
  /** A merchant's failed runs of these jobs, started since `since`, whose retry time has come: oldest retry first. */
  async failedDue(db: Executor, merchantId: number, jobs: string[], since: Date, limit: number): Promise<JobRunRow[]> {
    return db
      .select()
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.merchantId, merchantId),
          eq(jobRuns.status, 'failed'),
          sql`${jobRuns.leaseUntil} < now()`,
          inArray(jobRuns.job, jobs),
          gte(jobRuns.startedAt, since),
        ),
      )
      .orderBy(asc(jobRuns.leaseUntil))
      .limit(limit);
  },
  /** Ends a run: adds what it paid; a run with failures is free again after `retryMs`. */
  async finish(db: Executor, id: number, r: { paid: number; amount: bigint; failed: number; error: string | null; retryMs: number }): Promise<JobRunRow> {
    const [row] = await db
      .update(jobRuns)
      .set({
        status: r.failed ? 'failed' : 'done',
        paid: sql`${jobRuns.paid} + ${r.paid}`,
        amount: sql`${jobRuns.amount} + ${r.amount}`,
        failed: r.failed,
        error: r.error,
        leaseUntil: r.failed ? sql`now() + make_interval(secs => ${r.retryMs / 1000})` : sql`now()`,
        finishedAt: sql`now()`,
      })
      .where(eq(jobRuns.id, id))
      .returning();
    return row!;
  },
  /**
   * Removes a finished run that holds nothing (a frequent job's empty scheduled run, platform/jobs.ts): only while it
   * is still that run (no runner has claimed it since) and has paid nothing and failed nothing. Whether it went.
   */
  async dropEmpty(db: Executor, id: number, attempts: number): Promise<boolean> {
    const gone = await db
      .delete(jobRuns)
      .where(and(eq(jobRuns.id, id), eq(jobRuns.attempts, attempts), eq(jobRuns.status, 'done'), eq(jobRuns.paid, 0), eq(jobRuns.failed, 0), isNull(jobRuns.requestedBy)))
      .returning({ id: jobRuns.id });
    return gone.length > 0;
  },
  /** Deletes a merchant's runs of these jobs last started before `before` (not one that is running). How many went. */
  async prune(db: Executor, merchantId: number, jobs: string[], before: Date): Promise<number> {
    const gone = await db
      .delete(jobRuns)
      .where(and(eq(jobRuns.merchantId, merchantId), inArray(jobRuns.job, jobs), lt(jobRuns.startedAt, before), ne(jobRuns.status, 'running')))
      .returning({ id: jobRuns.id });
    return gone.length;
  },
  async page(db: Executor, merchantId: number, f: { job?: string }, limit: number, offset: number): Promise<{ rows: JobRunRow[]; total: number }> {
    const where = and(eq(jobRuns.merchantId, merchantId), f.job ? eq(jobRuns.job, f.job) : undefined);
    const [rows, [count]] = await Promise.all([
      db.select().from(jobRuns).where(where).orderBy(desc(jobRuns.startedAt), desc(jobRuns.id)).limit(limit).offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(jobRuns).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
