import { defineModule } from '../../platform/module.js';
import { demoGatewayRoutes } from './gateway.js';
import { depositOpsRoutes, depositRoutes } from './routes.js';

/** Deposits: channels, promotions of a deposit, orders, the demo gateway's pages and notification, operator approvals. */
export const depositModule = defineModule('deposit', { player: depositRoutes, public: demoGatewayRoutes, operator: depositOpsRoutes });

// What other modules use of deposits: order numbers of the same shape for every money order.
export { newOrderNo } from './service.js';
