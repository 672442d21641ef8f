import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { withdrawalContext } from './context.js';
import {
  approveWithdrawalAs,
  getWithdrawal,
  listWithdrawals,
  opsListWithdrawals,
  rejectWithdrawalAs,
  requestWithdrawal,
  withdrawInfo,
} from './service.js';

export const withdrawRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.withdrawInfo, async (req) => withdrawInfo(app.db, req.merchant, req.auth.memberId));
  // Encrypted body (DESIGN.md): it carries the payment password; serve hands over the decrypted request.
  serve(app, CALLS.withdraw, async (req) => requestWithdrawal(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.withdrawOrder, async (req) => getWithdrawal(app.db, req.merchant, req.auth.memberId, req.query.orderNo));
  serve(app, CALLS.withdrawReport, async (req) => {
    const { list, pageNo, totalPages, totalCount } = await listWithdrawals(app.db, req.merchant, {
      ...req.query,
      memberId: req.auth.memberId,
    });
    return { list, pageNo, totalPages, totalCount };
  });
};

/**
 * Operator approvals of withdrawals: list, what the reviewer needs to know, mark paid out (by two operators from the
 * merchant's threshold), refuse (the held amount goes back).
 */
export const withdrawOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsWithdrawals, async (req) => opsListWithdrawals(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsWithdrawalContext, async (req) => withdrawalContext(req.ops.db, opsMerchantOf(req), req.params.orderNo));
  serve(app, CALLS.opsApproveWithdrawal, async (req) =>
    recordChange(req, `withdrawal ${req.params.orderNo}`, () =>
      approveWithdrawalAs(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.ops.operator, req.body?.note),
    ),
  );
  serve(app, CALLS.opsRejectWithdrawal, async (req) =>
    recordChange(req, `withdrawal ${req.params.orderNo}`, () =>
      rejectWithdrawalAs(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.body?.note),
    ),
  );
};
