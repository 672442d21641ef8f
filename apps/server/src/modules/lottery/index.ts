import { defineModule } from '../../platform/module.js';
import { lotteryJobs } from './draw-job.js';
import { lotteryOpsRoutes, lotteryPlayerRoutes, lotteryPublicRoutes } from './routes.js';
import { registerTcgAdapters } from './vendors.js';

/**
 * Lottery (issue 11): the TCG lotteries' draw periods (a committed seed, a draw every few minutes; opened ahead and
 * settled once by the lottery-draw job, or lazily by a read when the schedule is off or late), orders of sub-orders
 * paid through the games module's seamless wallet, cancels before the close, the lotto h5 page, and the operator's
 * periods with a void for incidents. The in-house Quick Lotto keeps its own per-member draws (games module); its
 * numero and page are answered here too.
 */
export const lotteryModule = defineModule('lottery', {
  // The TCG vendors launch our lottery page: their adapter joins the games module's vendor registry.
  providers: (app) => {
    registerTcgAdapters(app.providers.vendors);
    return {};
  },
  player: lotteryPlayerRoutes,
  public: lotteryPublicRoutes,
  operator: lotteryOpsRoutes,
  jobs: lotteryJobs,
});

// The demo seed places and settles orders through the real services.
export { drawOf, drawPeriod, ensurePeriod, openTimes, playTypeOf } from './periods.js';
export { orderRepo } from './repo.js';
export { placeOrder } from './service.js';
