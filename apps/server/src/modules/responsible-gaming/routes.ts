import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsRgExtend, opsRgMember, opsRgMembers } from './ops-service.js';
import { answerReality, playPoll } from './play.js';
import { rgStatement } from './statement.js';
import { promptSeen, rgState, selfExclude, setLimit, setPlaySettings, takeTimeout } from './service.js';

export const rgPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.rgState, async (req) => rgState(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.rgSetLimit, async (req) => setLimit(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.rgTimeout, async (req) => takeTimeout(app.db, app.fast, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.rgExclude, async (req) => selfExclude(app.db, app.fast, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.rgSetPlay, async (req) => setPlaySettings(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.rgPlay, async (req) => playPoll(app.db, { merchantId: req.merchant.id, memberId: req.auth.memberId }, req.auth.sessionId));
  serve(app, CALLS.rgReality, async (req) => answerReality(app.db, { merchantId: req.merchant.id, memberId: req.auth.memberId }, req.auth.sessionId, req.body));
  serve(app, CALLS.rgPromptSeen, async (req) => promptSeen(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.rgStatement, async (req) => rgStatement(app.db, { merchantId: req.merchant.id, memberId: req.auth.memberId }, req.query));
};

export const rgOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsRgMembers, async (req) => opsRgMembers(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsRgMember, async (req) => opsRgMember(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsRgExtend, async (req) => opsRgExtend(req.ops, opsMerchantOf(req), req.params.id, req.body));
};
