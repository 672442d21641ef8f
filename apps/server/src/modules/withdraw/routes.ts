import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { approveWithdrawal, getWithdrawal, listWithdrawals, rejectWithdrawal, requestWithdrawal, withdrawInfo, withdrawView } from './service.js';

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

/** Operator approvals of withdrawals: list, mark paid out, refuse (the held amount goes back). */
export const withdrawOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsWithdrawals, async (req) => {
    const merchant = opsMerchantOf(req);
    const page = await listWithdrawals(req.ops.db, merchant, { status: req.query.status, pageNo: req.query.pageNo });
    const list = page.rows.map((r) => ({ ...withdrawView(r), member: r.member, accountName: r.accountName }));
    return { list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  serve(app, CALLS.opsApproveWithdrawal, async (req) =>
    approveWithdrawal(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.body?.note),
  );
  serve(app, CALLS.opsRejectWithdrawal, async (req) =>
    rejectWithdrawal(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.body?.note),
  );
};
