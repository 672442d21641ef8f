import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema, OpsOrderActionSchema, OpsOrderParamsSchema, OrderQuerySchema, pageOf } from '../common.js';
import {
  OpsWithdrawDecisionSchema,
  OpsWithdrawSchema,
  OpsWithdrawalContextSchema,
  OpsWithdrawalsQuerySchema,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawPageSchema,
  WithdrawReportQuerySchema,
  WithdrawRequestSchema,
} from './schemas.js';

export const withdrawCalls = defineCalls('withdraw', {
  withdrawInfo: { method: 'GET', path: '/wps/transaction/withdraw/info', access: 'member', answer: WithdrawInfoSchema },
  /** Encrypted: it carries the payment password. Holds the amount until the operator pays out or refuses. */
  withdraw: { method: 'POST', path: '/wps/transaction/withdraw', access: 'member', encrypted: true, body: WithdrawRequestSchema, answer: WithdrawOrderSchema },
  /** One of the member's withdrawals: the result screen follows it until the operator pays it out or refuses it. */
  withdrawOrder: { method: 'GET', path: '/wps/transaction/withdraw/order', access: 'member', query: OrderQuerySchema, answer: WithdrawOrderSchema },
  withdrawReport: {
    method: 'GET',
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    access: 'member',
    query: WithdrawReportQuerySchema,
    answer: WithdrawPageSchema,
  },

  // ---- operator ----
  opsWithdrawals: {
    method: 'GET',
    path: '/ops/merchants/:code/withdrawals',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    query: OpsWithdrawalsQuerySchema,
    answer: pageOf(OpsWithdrawSchema),
  },
  /**
   * The payout was sent: the held amount stays out of the wallet. From the merchant's dual-approval threshold the
   * first approval only records itself (`approval` in the answer) and a different operator's approval pays.
   */
  opsApproveWithdrawal: {
    method: 'POST',
    path: '/ops/merchants/:code/withdrawals/:orderNo/approve',
    access: 'operator',
    roles: ['finance'],
    params: OpsOrderParamsSchema,
    body: OpsOrderActionSchema.optional(),
    answer: OpsWithdrawDecisionSchema,
  },
  /** What the reviewer needs: the member's latest deposits, the last 30 days' totals, the balance, open bonuses. */
  opsWithdrawalContext: {
    method: 'GET',
    path: '/ops/merchants/:code/withdrawals/:orderNo/context',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsOrderParamsSchema,
    answer: OpsWithdrawalContextSchema,
  },
  /** Refused: the held amount goes back to the member. */
  opsRejectWithdrawal: {
    method: 'POST',
    path: '/ops/merchants/:code/withdrawals/:orderNo/reject',
    access: 'operator',
    roles: ['finance'],
    params: OpsOrderParamsSchema,
    body: OpsOrderActionSchema.optional(),
    answer: WithdrawOrderSchema,
  },
});
