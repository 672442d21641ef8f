-- The schedule's retries of failed runs of earlier periods (platform/jobs.ts): a merchant's failed runs by retry time,
-- without reading the runs that are done.
CREATE INDEX "job_runs_failed_idx" ON "job_runs" USING btree ("merchant_id","lease_until") WHERE "status" = 'failed';
