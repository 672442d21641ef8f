import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobRunStatus } from '@wps/contract';
import { at, createdAt, merchantRow, money } from './columns.js';

/**
 * One run of a scheduled job for a merchant and a period (platform/jobs.ts): unique per (merchant, job, period), so
 * two instances never run the same period at once (the claim takes the row; a dead runner's lease ends). Counts and
 * amounts add up over re-runs of the period; each member's effect has its own unique key elsewhere.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    ...merchantRow(),
    job: text('job').notNull(),
    /** The period the run covers: a UTC day (2026-11-23) or month (2026-11). */
    period: text('period').notNull(),
    status: text('status').$type<JobRunStatus>().notNull(),
    /** Runs of this period so far (scheduled retries and operators' runs). */
    attempts: integer('attempts').notNull().default(1),
    /** Members paid, and the total paid (minor units), over every run of the period. */
    paid: integer('paid').notNull().default(0),
    amount: money('amount').notNull().default(sql`0`),
    /** Members that failed in the last run (retried by the next one). */
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    /** While running: until when the claim holds; after a failure: not retried before then. */
    leaseUntil: at('lease_until').notNull(),
    /** Who asked for the last run: an operator's username, null for the schedule. */
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('job_runs_period_uq').on(t.merchantId, t.job, t.period),
    index('job_runs_merchant_idx').on(t.merchantId, t.id),
    index('job_runs_failed_idx').on(t.merchantId, t.leaseUntil).where(sql`status = 'failed'`),
  ],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
