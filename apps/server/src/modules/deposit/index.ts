import { defineModule } from '../../platform/module.js';
import { demoGatewayRoutes } from './gateway.js';
import { paymentProviders } from './payment-providers.js';
import { qrNotifyRoutes } from './qr-notify.js';
import { depositOpsRoutes, depositRoutes } from './routes.js';

/**
 * Deposits: channels, promotions of a deposit, orders, the payment providers (`app.providers.payments`), the demo
 * gateway's pages and notification, the QR wallets' notifications (their local simulator is in simulators/payment-qr,
 * served only with the simulators on), operator approvals.
 */
export const depositModule = defineModule('deposit', {
  providers: () => ({ payments: paymentProviders() }),
  player: depositRoutes,
  public: async (app) => {
    await app.register(demoGatewayRoutes);
    await app.register(qrNotifyRoutes);
  },
  operator: depositOpsRoutes,
});
export type { PaymentOutcome, PaymentProvider } from './payment-providers.js';

// What other modules use of deposits: order numbers of the same shape for every money order, and the domain's events.
export { newOrderNo } from './service.js';
// Rules that refuse a deposit before its order exists (responsible-gaming module).
export { onDepositCheck, type DepositCheck } from './service.js';
// A member's deposits for the reviewer of a withdrawal (withdraw module).
export { memberDepositSummary } from './service.js';
export { depositCredited, publishDepositCredited, type DepositCredited } from './events.js';
// The deposit figures of the operator's dashboard (system module).
export { depositStats } from './stats-repo.js';
// A member's deposit totals for the operator's member profile (member module).
export { memberDepositTotals } from './member-totals-repo.js';
