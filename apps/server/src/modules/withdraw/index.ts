import { defineModule } from '../../platform/module.js';
import { withdrawOpsRoutes, withdrawRoutes } from './routes.js';

/** Withdrawals: the member's payout requests (held on the ledger) and the operator's approvals. */
export const withdrawModule = defineModule('withdraw', { player: withdrawRoutes, operator: withdrawOpsRoutes });

// The domain's events, for subscribers in other modules.
export {
  publishWithdrawalPaid,
  publishWithdrawalRejected,
  publishWithdrawalRequested,
  withdrawalPaid,
  withdrawalRejected,
  withdrawalRequested,
  type WithdrawalEvent,
} from './events.js';
// Checks before a withdrawal holds money (the identity module's KYC gate).
export { onWithdrawCheck, type WithdrawCheck } from './service.js';
// The withdrawal figures of the operator's dashboard (system module).
export { withdrawStats } from './stats-repo.js';
// A member's withdrawal totals for the operator's member profile (member module).
export { memberWithdrawalTotals } from './member-totals-repo.js';
