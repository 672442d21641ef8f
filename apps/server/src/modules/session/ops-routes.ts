import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { serve } from '../../platform/serve.js';
import { opsMerchant } from '../system/index.js';
import { peekCaptcha } from './captcha.js';
import { createMember, outbox } from './ops-service.js';

/** Operator tools of the session domain (support staff and end-to-end tests); the ops token guard comes with the calls. */
export const sessionOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsOutbox, async (req) => outbox(app.db, await opsMerchant(app.db, req.params.code), req.query.to));
  serve(app, CALLS.opsCaptcha, async (req) => {
    const merchant = await opsMerchant(app.db, req.params.code);
    return peekCaptcha(await app.providers.captcha.forMerchant(merchant.id), merchant, req.params.key);
  });
  serve(app, CALLS.opsCreateMember, async (req) => createMember(app.db, await opsMerchant(app.db, req.params.code), req.body));
};
