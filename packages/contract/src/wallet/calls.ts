import { defineCalls } from '../call.js';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import {
  BetRecordPageSchema,
  BetRecordQuerySchema,
  OpsAdjustmentPageSchema,
  OpsAdjustmentRejectSchema,
  OpsAdjustmentRequestSchema,
  OpsAdjustmentSchema,
  OpsAdjustmentsQuerySchema,
  OpsReconcileDaysQuerySchema,
  OpsReconcileDaysSchema,
  PnlQuerySchema,
  PnlSchema,
  ReconcileResultSchema,
  TransactionPageSchema,
  TransactionQuerySchema,
  TxCodeListSchema,
  WalletGcsSchema,
  WalletTransferAnswerSchema,
  WalletTransferRequestSchema,
} from './schemas.js';
import { OpsTransferBalancesQuerySchema, OpsTransferBalancesSchema, OpsTransferPageSchema, OpsTransferSchema, OpsTransfersQuerySchema } from './transfers-ops.js';

export const walletCalls = defineCalls('wallet', {
  walletGcs: { method: 'GET', path: '/wps/wallets/gcs', access: 'member', answer: WalletGcsSchema },
  /**
   * Moves money between the main wallet and one transfer-type vendor wallet; answers the balances afterwards. A vendor
   * that does not answer in time leaves the transfer PENDING (settled later by a status check, never lost or doubled).
   */
  walletTransfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    access: 'member',
    body: WalletTransferRequestSchema,
    answer: WalletTransferAnswerSchema,
  },
  txCodeList: { method: 'GET', path: '/wps/relay/GLS2_TxCodeList', access: 'member', answer: TxCodeListSchema },
  memberTransaction: {
    method: 'GET',
    path: '/wps/relay/ODS2_MemberTransaction',
    access: 'member',
    query: TransactionQuerySchema,
    answer: TransactionPageSchema,
  },
  memPnl: { method: 'GET', path: '/wps/relay/ODSFE2_MemPNL', access: 'member', query: PnlQuerySchema, answer: PnlSchema },
  betRecord: { method: 'GET', path: '/wps/relay/ODS2_BetRecord', access: 'member', query: BetRecordQuerySchema, answer: BetRecordPageSchema },

  // ---- operator ----
  /** Checks sum of ledger entries == balance for every account of the merchant (read-only). */
  opsReconcile: { method: 'GET', path: '/ops/merchants/:code/reconcile', access: 'operator', roles: ['finance', 'risk'], params: OpsMerchantParamsSchema, answer: ReconcileResultSchema },
  /** Per day of [from, to]: the ledger's sums by kind and whether every entry follows from its wallet's previous one. */
  opsReconcileDays: {
    method: 'GET',
    path: '/ops/merchants/:code/reconcile/days',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsReconcileDaysQuerySchema,
    answer: OpsReconcileDaysSchema,
  },
  /** Manual balance adjustments, newest first. */
  opsAdjustments: {
    method: 'GET',
    path: '/ops/merchants/:code/adjustments',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    query: OpsAdjustmentsQuerySchema,
    answer: OpsAdjustmentPageSchema,
  },
  /** Asks for a manual credit or debit of a member's balance, with its reason; another operator approves it. */
  opsRequestAdjustment: {
    method: 'POST',
    path: '/ops/merchants/:code/adjustments',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    body: OpsAdjustmentRequestSchema,
    answer: OpsAdjustmentSchema,
  },
  /** Carries out a pending adjustment on the ledger; only an operator other than its requester may. */
  opsApproveAdjustment: {
    method: 'POST',
    path: '/ops/merchants/:code/adjustments/:id/approve',
    access: 'operator',
    roles: ['finance'],
    params: OpsItemParamsSchema,
    answer: OpsAdjustmentSchema,
  },
  opsRejectAdjustment: {
    method: 'POST',
    path: '/ops/merchants/:code/adjustments/:id/reject',
    access: 'operator',
    roles: ['finance'],
    params: OpsItemParamsSchema,
    body: OpsAdjustmentRejectSchema,
    answer: OpsAdjustmentSchema,
  },
  /** Transfers with the transfer-mode vendors (AG, PT, SABA), newest first, by status, vendor, member and days. */
  opsTransfers: {
    method: 'GET',
    path: '/ops/merchants/:code/transfers',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsTransfersQuerySchema,
    answer: OpsTransferPageSchema,
  },
  /**
   * Asks the aggregator now whether it applied a PENDING transfer, and completes or fails it (once; the money moves
   * as the settling job would move it). Not PENDING: ALREADY_DECIDED; the aggregator not answering: BUSY, still PENDING.
   */
  opsCheckTransfer: {
    method: 'POST',
    path: '/ops/merchants/:code/transfers/:id/check',
    access: 'operator',
    roles: ['finance'],
    params: OpsItemParamsSchema,
    answer: OpsTransferSchema,
  },
  /** A member's vendor balances as the aggregator last answered them (kept here; the aggregator is not asked). */
  opsTransferBalances: {
    method: 'GET',
    path: '/ops/merchants/:code/transfers/balances',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsTransferBalancesQuerySchema,
    answer: OpsTransferBalancesSchema,
  },
});
