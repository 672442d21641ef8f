import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsMemberTurnover, opsTurnoverRules, ruleFor, turnoverStatus, updateTurnoverRule, waiveTurnover } from './service.js';

export const bonusPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.turnoverStatus, async (req) => turnoverStatus(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.turnoverRule, async (req) => ruleFor(app.db, req.merchant.id, req.query.source));
};

export const bonusOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsTurnoverRules, async (req) => opsTurnoverRules(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateTurnoverRule, async (req) => updateTurnoverRule(req.ops, opsMerchantOf(req), req.params.source, req.body));
  serve(app, CALLS.opsMemberTurnover, async (req) => opsMemberTurnover(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsWaiveTurnover, async (req) =>
    waiveTurnover(req.ops, opsMerchantOf(req), req.params.id, req.params.turnoverId, req.body.reason),
  );
};
