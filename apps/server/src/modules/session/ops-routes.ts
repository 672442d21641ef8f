import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { peekCaptcha } from './captcha.js';
import { createMember, outbox, outboxPage } from './ops-service.js';

/** Operator tools of the session domain (support staff and end-to-end tests); the operator guard comes with the calls. */
export const sessionOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsOutbox, async (req) => outbox(req.ops.db, opsMerchantOf(req), req.query.to));
  serve(app, CALLS.opsOutboxPage, async (req) => outboxPage(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsCaptcha, async (req) => {
    const merchant = opsMerchantOf(req);
    return peekCaptcha(await app.providers.captcha.forMerchant(merchant.id), merchant, req.params.key);
  });
  serve(app, CALLS.opsCreateMember, async (req) => createMember(req.ops.db, opsMerchantOf(req), req.body));
};
