import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  BetRecordPageSchema,
  BetRecordQuerySchema,
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
});
