import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsVipLevels, updateVipLevel } from './ops-service.js';

/** The operator's VIP levels. */
export const vipOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsVipLevels, async (req) => opsVipLevels(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateVipLevel, async (req) => updateVipLevel(req.ops, opsMerchantOf(req), req.params.level, req.body));
};
