import { defineModule } from '../../platform/module.js';
import { walletOpsRoutes, walletRoutes } from './routes.js';
import { transferJobs } from './transfer-jobs.js';

export const walletModule = defineModule('wallet', { player: walletRoutes, operator: walletOpsRoutes, jobs: (app) => transferJobs(() => app) });

// What other modules use of the wallet: the one place balances change, the wallets, and the records helpers.
export { credit, debit, onPlayGuard, onSpendLock, type HeldFunds, type MoneyMove, type MoveResult, type PlayGuard, type SpendLock } from './service.js';
export { walletRepo } from './repo.js';
export { vendorWalletRepo } from './vendor-repo.js';
export { dayRange, ordersFilter, pageCount, recordsPage, type OrdersQuery } from './records.js';
export { publishTransferDone, transferDone, type TransferDone } from './events.js';
// A member's turnover for the reviewer of a withdrawal (withdraw module).
export { memberBetTotals } from './bet-records.js';
// The ledger figures of the operator's dashboard (system module).
export { BONUS_KINDS, ledgerStats } from './stats-repo.js';
// A member's whole ledger and rounds for the operator's member screens (member module).
export { memberLedgerPage, memberRoundTotals, memberRoundsPage } from './member-history.js';
