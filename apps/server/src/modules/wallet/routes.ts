import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { approveAdjustment, listAdjustments, rejectAdjustment, requestAdjustment } from './adjustments.js';
import { listBets } from './bet-records.js';
import { reconcile, reconcileDays } from './reconcile.js';
import { listTransactions, memberPnl, txCodeList } from './records.js';
import { transfer } from './transfer.js';
import { balanceRefreshesDone } from './transfer-balances.js';
import { askForCheck, listTransfers, memberTransferBalances, settleCheck, type CheckedTransfer } from './transfer-ops.js';
import { getGcs } from './wallets-view.js';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  // getGcs starts vendor balance refreshes in the background (with this scope): they end before the database closes.
  app.addHook('onClose', async () => balanceRefreshesDone(app));
  serve(app, CALLS.walletGcs, async (req) => getGcs(app, req.merchant, req.auth.memberId));
  serve(app, CALLS.walletTransfer, async (req) => {
    const status = await transfer(app, req.merchant, req.auth.memberId, req.body);
    return { ...(await getGcs(app, req.merchant, req.auth.memberId)), transfer: { requestId: req.body.requestId, status } };
  });
  serve(app, CALLS.txCodeList, async () => txCodeList());
  serve(app, CALLS.memberTransaction, async (req) => listTransactions(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.memPnl, async (req) => memberPnl(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.betRecord, async (req) => listBets(app.db, req.merchant, req.auth.memberId, req.language, req.query));
};

/**
 * Operator API of the wallet: the reconciliation of the books, manual balance adjustments (two operators), and the
 * transfers with transfer-mode vendors.
 */
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
  serve(app, CALLS.opsTransfers, async (req) => listTransfers(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsTransferBalances, async (req) => memberTransferBalances(req.ops.db, opsMerchantOf(req), req.query.member));
  // Check now: the aggregator is asked in the preHandler, before the audited transaction opens (the aggregator may be
  // this server on this database: no transaction of ours may be held open meanwhile); the handler settles in it.
  const checked = new WeakMap<FastifyRequest, CheckedTransfer>();
  serve(
    app,
    CALLS.opsCheckTransfer,
    async (req) => {
      const answer = checked.get(req);
      if (!answer) throw new Error('opsCheckTransfer: the status check did not run');
      return recordChange(req, `transfer ${req.params.id}`, () => settleCheck(req.ops, opsMerchantOf(req), answer));
    },
    {
      preHandler: async (req) => {
        checked.set(req, await askForCheck(app, opsMerchantOf(req), (req.params as { id: number }).id));
      },
    },
  );
};
