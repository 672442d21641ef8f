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
  WalletTransferRequestSchema,
} from './schemas.js';

export const walletCalls = defineCalls('wallet', {
  walletGcs: { method: 'GET', path: '/wps/wallets/gcs', access: 'member', answer: WalletGcsSchema },
  /** Moves money between the main wallet and one transfer-type vendor wallet; answers the balances afterwards. */
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', access: 'member', body: WalletTransferRequestSchema, answer: WalletGcsSchema },
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
});
