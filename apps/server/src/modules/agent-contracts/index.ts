import { defineModule } from '../../platform/module.js';
import { agentContractsOpsRoutes, agentContractsPlayerRoutes } from './routes.js';
import { agentContractJobs } from './settlement.js';

/**
 * Agent contracts (issue 12): an upline's daily / hourly salary and dividend terms for its direct downline agents
 * (proposed, accepted or rejected), the home prompt, and their settlement: scheduled jobs that pay each contract once
 * per period through the ledger (from the upline's wallet, or the house for top-level agents).
 */
export const agentContractsModule = defineModule('agent-contracts', {
  player: agentContractsPlayerRoutes,
  operator: agentContractsOpsRoutes,
  jobs: agentContractJobs,
});

export { settleContract, agentContractJobs } from './settlement.js';
// The demo seed writes contracts and settles their past periods with the real settlement.
export { contractRepo } from './repo.js';
export { storeDividend, storeSalary } from './service.js';
