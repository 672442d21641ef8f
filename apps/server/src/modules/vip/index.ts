import { defineModule } from '../../platform/module.js';
import { vipJobs } from './benefits.js';
import { vipOpsRoutes } from './ops-routes.js';
import { vipProgressSubscriber } from './progress.js';
import { vipPlayerRoutes } from './routes.js';

/**
 * The VIP club: levels, and each member's progress kept from credited deposits and settled rounds (events); the
 * operator's level settings. The periodic benefits (daily rebate, monthly bonus, birthday gift) are scheduled jobs.
 */
export const vipModule = defineModule('vip', {
  player: vipPlayerRoutes,
  operator: vipOpsRoutes,
  subscribers: () => [vipProgressSubscriber()],
  jobs: vipJobs,
});

// The demo seed fills the totals once from its rows (its events are written before any subscriber exists).
export { VIP_PROGRESS, backfillVipProgress } from './progress.js';
export { benefitRepo } from './benefits-repo.js';
