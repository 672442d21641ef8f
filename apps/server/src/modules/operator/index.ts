import type { OperatorAuthority } from '../../platform/ops-auth.js';
import { defineModule } from '../../platform/module.js';
import { operatorRoutes } from './routes.js';
import { authenticate, grantAt } from './service.js';

/** Operators: people with accounts, roles per merchant, two-factor, sessions, API keys and the audit trail. */
export const operatorModule = defineModule('operator', { operator: operatorRoutes });

/** An operator's roles at a merchant (the chat's assign checks the support role). */
export { grantAt };

/** The guards' lookups (platform/ops-auth.ts), handed over by app.ts. */
export const operatorAuthority: OperatorAuthority = { authenticate: (db, credential) => authenticate(db, credential), grantAt };

// Dual approval of money decisions (deposits, withdrawals), for the modules that make them.
export {
  approvalView,
  clearApproval,
  dualApproval,
  dualApprovalRequired,
  pendingApprovalsOf,
  type ApprovalStep,
  type ApprovalSubject,
  type Approver,
} from './approvals.js';
