import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { approveAdjustment, listAdjustments, rejectAdjustment, requestAdjustment } from './adjustments.js';
import { listBets } from './bet-records.js';
import { reconcile, reconcileDays } from './reconcile.js';
import { listTransactions, memberPnl, txCodeList } from './records.js';
import { getGcs } from './service.js';
import { transfer } from './transfer.js';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.walletGcs, async (req) => getGcs(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.walletTransfer, async (req) => {
    await transfer(app.db, req.merchant, req.auth.memberId, req.body);
    return getGcs(app.db, req.merchant, req.auth.memberId);
  });
  serve(app, CALLS.txCodeList, async () => txCodeList());
  serve(app, CALLS.memberTransaction, async (req) => listTransactions(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.memPnl, async (req) => memberPnl(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.betRecord, async (req) => listBets(app.db, req.merchant, req.auth.memberId, req.language, req.query));
};

/** Operator API of the wallet: the reconciliation of the books, and manual balance adjustments (two operators). */
export const walletOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsReconcile, async (req) => reconcile(req.ops.db, (opsMerchantOf(req)).id));
  serve(app, CALLS.opsReconcileDays, async (req) => reconcileDays(req.ops.db, opsMerchantOf(req).id, req.query));
  serve(app, CALLS.opsAdjustments, async (req) => listAdjustments(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsRequestAdjustment, async (req) => {
    const created = await requestAdjustment(req.ops.db, opsMerchantOf(req), req.ops.operator, req.body);
    req.ops.audit.target = `adjustment ${created.id}`;
    return created;
  });
  serve(app, CALLS.opsApproveAdjustment, async (req) =>
    recordChange(req, `adjustment ${req.params.id}`, () => approveAdjustment(req.ops.db, opsMerchantOf(req), req.ops.operator, req.params.id)),
  );
  serve(app, CALLS.opsRejectAdjustment, async (req) =>
    recordChange(req, `adjustment ${req.params.id}`, () =>
      rejectAdjustment(req.ops.db, opsMerchantOf(req), req.ops.operator, req.params.id, req.body.reason),
    ),
  );
};
