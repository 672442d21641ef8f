import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { claimReward, opsIssueReward, opsRewards, promoCounters, rewardList } from './service.js';

export const rewardsPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.rewardList, async (req) => rewardList(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.claimReward, async (req) => claimReward(app.db, req.merchant, req.auth.memberId, req.body.id));
  serve(app, CALLS.promoCounters, async (req) => promoCounters(app.db, req.merchant, req.auth?.memberId ?? null));
};

export const rewardsOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsRewards, async (req) => opsRewards(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsIssueReward, async (req) => opsIssueReward(req.ops, opsMerchantOf(req), req.params.id, req.body));
};
