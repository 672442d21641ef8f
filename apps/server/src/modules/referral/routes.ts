import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { myInvitation, myInvitees, opsReferralRule, opsReferrals, updateReferralRule } from './service.js';

export const referralPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.myInvitation, async (req) => myInvitation(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.myInvitees, async (req) => myInvitees(app.db, req.merchant, req.auth.memberId, req.query.pageNo));
};

export const referralOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsReferralRule, async (req) => opsReferralRule(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateReferralRule, async (req) => updateReferralRule(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsReferrals, async (req) => opsReferrals(req.ops.db, opsMerchantOf(req), req.query));
};
