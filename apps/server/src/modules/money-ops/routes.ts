import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DepositStatusSchema,
  MONEY_OPS_CALLS,
  OpsDepositChannelSchema,
  OpsDepositChannelUpdateSchema,
  OpsDepositSchema,
  OpsOrderActionSchema,
  OpsWithdrawSchema,
  ReconcileResultSchema,
  WithdrawStatusSchema,
  DepositOrderSchema,
  WithdrawOrderSchema,
  envelopeOf,
  pageOf,
} from '@wps/contract';
import { ok } from '../../platform/envelope.js';
import { opsMerchant, requireOpsToken } from '../../platform/ops-auth.js';
import { approveDeposit, listOrders, opsChannels, rejectDeposit, updateChannel } from '../deposit/service.js';
import { reconcile } from '../wallet/reconcile.js';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal, withdrawView } from '../withdraw/service.js';

// Operator approvals of the money domain: list, approve and reject deposits and withdrawals, run the reconciliation;
// list deposit channels and switch a channel, or a gateway channel's sandbox flag, on or off.
// Same guard as the other ops routes (X-Ops-Token), registered only when OPS_TOKEN is set.

const tags = ['ops'];
const code = z.string().min(1).max(64);
const orderParams = z.object({ code, orderNo: z.string().min(1).max(64) });
const pageQuery = z.object({ pageNo: z.coerce.number().int().min(1).max(10_000).default(1) });

export const moneyOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOpsToken);

  app.get(
    MONEY_OPS_CALLS.deposits.path,
    {
      schema: {
        tags,
        params: z.object({ code }),
        querystring: pageQuery.extend({ status: DepositStatusSchema.optional() }),
        response: { 200: envelopeOf(pageOf(OpsDepositSchema)) },
      },
    },
    async (req) => {
      const merchant = await opsMerchant(app.db, req.params.code);
      const page = await listOrders(app.db, merchant, { status: req.query.status, pageNo: req.query.pageNo });
      const list = page.rows.map((r, i) => ({ ...page.list[i]!, member: r.member, payerName: r.payerName }));
      return ok({ list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount });
    },
  );
  for (const [route, action] of [
    [MONEY_OPS_CALLS.approveDeposit.path, approveDeposit],
    [MONEY_OPS_CALLS.rejectDeposit.path, rejectDeposit],
  ] as const) {
    app.post(
      route,
      { schema: { tags, params: orderParams, body: OpsOrderActionSchema.optional(), response: { 200: envelopeOf(DepositOrderSchema) } } },
      async (req) => ok(await action(app.db, await opsMerchant(app.db, req.params.code), req.params.orderNo, req.body?.note)),
    );
  }

  app.get(
    MONEY_OPS_CALLS.depositChannels.path,
    { schema: { tags, params: z.object({ code }), response: { 200: envelopeOf(z.array(OpsDepositChannelSchema)) } } },
    async (req) => ok(await opsChannels(app.db, await opsMerchant(app.db, req.params.code))),
  );
  app.put(
    MONEY_OPS_CALLS.depositChannel.path,
    {
      schema: {
        tags,
        params: z.object({ code, channelCode: code }),
        body: OpsDepositChannelUpdateSchema,
        response: { 200: envelopeOf(OpsDepositChannelSchema) },
      },
    },
    async (req) => {
      const merchant = await opsMerchant(app.db, req.params.code);
      const { before, after } = await updateChannel(app.db, merchant, req.params.channelCode, req.body);
      // Who can take money in, and whether the sandbox may complete orders, is a money setting: keep a trace of it.
      const flags = (c: typeof after) => ({ enabled: c.enabled, sandbox: c.sandbox });
      req.log.info({ merchant: merchant.code, channel: after.code, before: flags(before), after: flags(after) }, 'ops: deposit channel changed');
      return ok(after);
    },
  );

  app.get(
    MONEY_OPS_CALLS.withdrawals.path,
    {
      schema: {
        tags,
        params: z.object({ code }),
        querystring: pageQuery.extend({ status: WithdrawStatusSchema.optional() }),
        response: { 200: envelopeOf(pageOf(OpsWithdrawSchema)) },
      },
    },
    async (req) => {
      const merchant = await opsMerchant(app.db, req.params.code);
      const page = await listWithdrawals(app.db, merchant, { status: req.query.status, pageNo: req.query.pageNo });
      const list = page.rows.map((r) => ({ ...withdrawView(r), member: r.member, accountName: r.accountName }));
      return ok({ list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount });
    },
  );
  for (const [route, action] of [
    [MONEY_OPS_CALLS.approveWithdrawal.path, approveWithdrawal],
    [MONEY_OPS_CALLS.rejectWithdrawal.path, rejectWithdrawal],
  ] as const) {
    app.post(
      route,
      { schema: { tags, params: orderParams, body: OpsOrderActionSchema.optional(), response: { 200: envelopeOf(WithdrawOrderSchema) } } },
      async (req) => ok(await action(app.db, await opsMerchant(app.db, req.params.code), req.params.orderNo, req.body?.note)),
    );
  }

  app.get(
    MONEY_OPS_CALLS.reconcile.path,
    { schema: { tags, params: z.object({ code }), response: { 200: envelopeOf(ReconcileResultSchema) } } },
    async (req) => ok(await reconcile(app.db, (await opsMerchant(app.db, req.params.code)).id)),
  );
};
