import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { outboundFetch, outboundPolicyOf } from '../../platform/outbound-url.js';
import { resolveServiceUrl } from '../../platform/self-url.js';
import { serve } from '../../platform/serve.js';
import type { ChannelType, PaymentContext } from './payment-providers.js';
import { qrCredentials, updateQrCredentials } from './qr-credentials.js';
import { acceptPromo, checkPromoCode, createPromo, listPromos, opsPromos, updatePromo } from './promos.js';
import {
  approveDepositAs,
  createDeposit,
  getOrder,
  listChannels,
  listOrders,
  opsChannels,
  opsListDeposits,
  rejectDepositAs,
  updateChannel,
} from './service.js';

/** The calls that open a deposit order: one per kind of channel, the same request and answer. */
type DepositCall = (typeof CALLS)['depositManual' | 'depositGateway' | 'depositAlipay' | 'depositWechat' | 'depositQq'];

/**
 * How providers reach their services and are reached back: a stored "/sim/..." address is this server (the local
 * simulators, only while they are served), which it reaches at its own listening address; any other address is
 * called only when the outbound rule allows it; a real provider reaches our PUBLIC_URL.
 */
export function paymentContext(app: FastifyInstance): PaymentContext {
  return {
    simulators: app.config.simulators,
    call: (url, init) => outboundFetch(app, url, init),
    notifyUrl: (providerUrl, path) =>
      providerUrl.startsWith('/') || !app.config.publicUrl ? resolveServiceUrl(app, path) : new URL(path, app.config.publicUrl).href,
  };
}

export const depositRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.depositBanks, async (req) => listChannels(app.db, app.providers.payments, req.merchant, app.config.simulators));
  serve(app, CALLS.depositPromos, async (req) => listPromos(app.db, req.merchant));
  serve(app, CALLS.acceptPromo, async (req) => acceptPromo(app.db, req.merchant, req.auth.memberId, req.body.promoId, req.body.amount));
  serve(app, CALLS.checkPromoCode, async (req) => checkPromoCode(app.db, req.merchant, req.auth.memberId, req.query.code, req.query.amount));
  const ctx = paymentContext(app);
  const deposit = (call: DepositCall, type: ChannelType) =>
    serve(app, call, async (req) => createDeposit(app.db, app.providers.payments, req.merchant, req.auth.memberId, req.body, type, ctx));
  deposit(CALLS.depositManual, 'BANK');
  deposit(CALLS.depositGateway, 'GATEWAY');
  deposit(CALLS.depositAlipay, 'ALIPAY');
  deposit(CALLS.depositWechat, 'WECHAT');
  deposit(CALLS.depositQq, 'QQ');
  serve(app, CALLS.depositOrder, async (req) => getOrder(app.db, req.merchant, req.auth.memberId, req.query.orderNo));
  serve(app, CALLS.depositReport, async (req) => {
    const { list, pageNo, totalPages, totalCount } = await listOrders(app.db, req.merchant, { ...req.query, memberId: req.auth.memberId });
    return { list, pageNo, totalPages, totalCount };
  });
};

// Operator approvals of deposits (list, approve: by two operators from the merchant's threshold, reject), the
// merchant's deposit channels (list, switch a channel or a gateway channel's sandbox flag on or off, a QR channel's
// merchant credentials) and deposit promotions (list with uses, create, change).
export const depositOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsDeposits, async (req) => opsListDeposits(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsApproveDeposit, async (req) =>
    recordChange(req, `deposit ${req.params.orderNo}`, () =>
      approveDepositAs(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.ops.operator, req.body?.note),
    ),
  );
  serve(app, CALLS.opsRejectDeposit, async (req) =>
    recordChange(req, `deposit ${req.params.orderNo}`, () =>
      rejectDepositAs(req.ops.db, opsMerchantOf(req), req.params.orderNo, req.body?.note),
    ),
  );
  serve(app, CALLS.opsDepositChannels, async (req) => opsChannels(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateDepositChannel, async (req) => {
    const merchant = opsMerchantOf(req);
    const { before, after } = await updateChannel(req.ops.db, app.providers.payments, merchant, req.params.channelCode, req.body);
    // Who can take money in, and whether the sandbox may complete orders, is a money setting: keep a trace of it.
    const flags = (c: typeof after) => ({ enabled: c.enabled, sandbox: c.sandbox });
    req.log.info({ merchant: merchant.code, channel: after.code, before: flags(before), after: flags(after) }, 'ops: deposit channel changed');
    return after;
  });
  // A QR channel's credentials: read without secrets; a change is audited with the same secret-free views.
  serve(app, CALLS.opsQrChannelCredentials, async (req) => qrCredentials(req.ops, opsMerchantOf(req), req.params.channelCode));
  serve(app, CALLS.opsUpdateQrChannelCredentials, async (req) =>
    updateQrCredentials(req.ops, opsMerchantOf(req), req.params.channelCode, req.body, outboundPolicyOf(app)),
  );
  serve(app, CALLS.opsDepositPromos, async (req) => opsPromos(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsCreateDepositPromo, async (req) => createPromo(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateDepositPromo, async (req) => updatePromo(req.ops, opsMerchantOf(req), req.params.promoId, req.body));
};
