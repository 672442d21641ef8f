import { MINUTE_JOBS, isJobPeriod, minuteKey } from '@wps/contract';
import { defineJob, type Job } from '../../platform/jobs.js';
import { drawPeriod, openPeriodsAhead } from './periods.js';
import { periodRepo } from './repo.js';

export const LOTTERY_DRAW_JOB = MINUTE_JOBS.lotteryDraw;

/**
 * The draws on the job runner: each minute's run opens the running and the next periods of every enabled lottery of
 * the merchant, then draws every open period whose draw time has passed (draws are every few minutes, so a run per
 * minute keeps them on time), so periods, countdowns and results exist whether or not anybody asked or bet. A period
 * is drawn and paid once by drawPeriod's row lock and status change, whichever run or request gets there first.
 *
 * Opening happens in `units`, before the due periods are listed, and is not a unit: the units are the draws (what a
 * run reports as paid), and opening is bookkeeping that is idempotent by itself (an insert that skips existing rows),
 * so a minute that only opened periods is an empty run, not work whose row is kept. Requests still open the period
 * they ask for (ensurePeriod) when the schedule is off or late.
 */
export const lotteryJobs = (): Job[] => [
  defineJob<number>({
    name: LOTTERY_DRAW_JOB,
    period: minuteKey,
    isPeriod: (p) => isJobPeriod(LOTTERY_DRAW_JOB, p),
    // Every minute at every merchant: a minute with no draw leaves no job_runs row.
    frequent: true,
    units: async (db, merchantId) => {
      const now = new Date();
      await openPeriodsAhead(db, merchantId, now);
      return periodRepo.due(db, merchantId, now);
    },
    apply: (tx, merchantId, _period, periodId) => drawPeriod(tx, merchantId, periodId),
  }),
];
