import { defineModule } from '../../platform/module.js';
import { walletOpsRoutes, walletRoutes } from './routes.js';

export const walletModule = defineModule('wallet', { player: walletRoutes, operator: walletOpsRoutes });

// What other modules use of the wallet: the one place balances change, the wallets, and the records helpers.
export { credit, debit, type MoneyMove, type MoveResult } from './service.js';
export { walletRepo } from './repo.js';
export { vendorWalletRepo } from './vendor-repo.js';
export { dayRange, ordersFilter, pageCount, recordsPage, type OrdersQuery } from './records.js';
export { publishTransferDone, transferDone, type TransferDone } from './events.js';
