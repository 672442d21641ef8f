import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { later } from './after-answer.js';
import type { ChatHub } from './hub.js';
import {
  answerFeedback,
  createCanned,
  createLiveHost,
  feedbackBoundsOf,
  memberFeedback,
  modelList,
  opsCanned,
  opsFeedbackList,
  opsLiveHost,
  opsLiveHosts,
  removeCanned,
  removeLiveHost,
  setFeedbackBounds,
  submitFeedback,
  updateLiveHost,
} from './support.js';

/** The member's feedback and its answers; the live hosts (CBS_modelList, visitors too). */
export const supportPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.feedback, async (req) => submitFeedback(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.feedbackList, async (req) => memberFeedback(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.modelList, async (req) => modelList(app.db, req.merchant));
};

/**
 * Feedback tickets, word bounds, live hosts and canned answers; every change audited (serve). Registered inside the
 * chat's operator scope: an answer's push to the member (their inbox count) waits for its commit there.
 */
export const supportOpsRoutes = (hub: ChatHub): FastifyPluginAsync => async (app) => {
  serve(app, CALLS.opsFeedbackList, async (req) => opsFeedbackList(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsFeedbackAnswer, async (req) => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.target = `feedback ${req.params.id}`;
    const answered = await answerFeedback(req.ops.db, merchant, req.ops.operator.id, req.params.id, req.body.answer);
    later(req, () => hub.publish({ merchantId: merchant.id, memberId: answered.memberId, member: true, operators: false }, { type: 'account', change: 'inbox' }));
    return answered;
  });
  serve(app, CALLS.opsFeedbackBounds, async (req) => feedbackBoundsOf(req.ops.db, opsMerchantOf(req).id));
  serve(app, CALLS.opsSetFeedbackBounds, async (req) => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.before = await feedbackBoundsOf(req.ops.db, merchant.id);
    return setFeedbackBounds(req.ops.db, merchant, req.body);
  });

  serve(app, CALLS.opsLiveHosts, async (req) => opsLiveHosts(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsCreateLiveHost, async (req) => createLiveHost(req.ops.db, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateLiveHost, async (req) => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.before = await opsLiveHost(req.ops.db, merchant, req.params.id);
    return updateLiveHost(req.ops.db, merchant, req.params.id, req.body);
  });
  serve(app, CALLS.opsDeleteLiveHost, async (req) => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.before = await opsLiveHost(req.ops.db, merchant, req.params.id);
    return removeLiveHost(req.ops.db, merchant, req.params.id);
  });

  serve(app, CALLS.opsChatCanned, async (req) => opsCanned(req.ops.db, opsMerchantOf(req), req.query.language));
  serve(app, CALLS.opsCreateChatCanned, async (req) => createCanned(req.ops.db, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsDeleteChatCanned, async (req) => removeCanned(req.ops.db, opsMerchantOf(req), req.params.id));
};
