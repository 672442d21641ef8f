import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLS,
  ErrorCode,
  LIMITS,
  OpsApplicationSchema,
  OpsApplicationsQuerySchema,
  OpsApproveSchema,
  OpsRejectSchema,
  PROMOTIONS_OPS_CALLS,
  PromotionDetailQuerySchema,
  PromotionDetailSchema,
  PromotionJoinSchema,
  PromotionListSchema,
  RewardApplicationResultSchema,
  RequestRewardSchema,
  SignInResultSchema,
  SignInStatusSchema,
  envelopeOf,
} from '@wps/contract';
import { requestToken, requireMember } from '../../platform/auth.js';
import { AppError, ok } from '../../platform/envelope.js';
import { opsMerchant, requireOpsToken } from '../../platform/ops-auth.js';
import { bannerSvg } from '../games/icons.js';
import { promotionRepo } from './repo.js';
import {
  decideApplication,
  joinPromotion,
  listPromotions,
  opsApplicationImage,
  opsApplications,
  promotionDetail,
  requestReward,
} from './service.js';
import { signIn, signInStatus } from './sign-in.js';

const tags = ['promotions'];
const Result = envelopeOf(RewardApplicationResultSchema);
/** Three base64 pictures at the limit plus the rest of the body; the per-picture 5 MB check is the service's. */
const REWARD_BODY_LIMIT = Math.ceil((LIMITS.images * LIMITS.imageBytes * 4) / 3) + 64 * 1024;

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CALLS.promotionList.path, { schema: { tags, response: { 200: envelopeOf(PromotionListSchema) } } }, async (req) =>
    ok(await listPromotions(app.db, req.merchant)),
  );
  app.get(
    CALLS.promotionDetail.path,
    { schema: { tags, querystring: PromotionDetailQuerySchema, response: { 200: envelopeOf(PromotionDetailSchema) } } },
    async (req) => ok(await promotionDetail(app.db, req.merchant, req.query.id, requestToken(req))),
  );
  app.post(
    CALLS.promotionJoin.path,
    { preHandler: requireMember, schema: { tags, body: PromotionJoinSchema, response: { 200: Result } } },
    async (req) => ok(await joinPromotion(app.db, req.merchant, req.auth.memberId, req.body.promotionId)),
  );
  app.post(
    CALLS.requestReward.path,
    { preHandler: requireMember, bodyLimit: REWARD_BODY_LIMIT, schema: { tags, body: RequestRewardSchema, response: { 200: Result } } },
    async (req) => ok(await requestReward(app.db, req.merchant, req.auth.memberId, req.body)),
  );
  app.get(
    CALLS.signInStatus.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(SignInStatusSchema) } } },
    async (req) => ok(await signInStatus(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.signIn.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(SignInResultSchema) } } },
    async (req) => ok(await signIn(app.db, req.merchant, req.auth.memberId)),
  );
};

const FILE = /^[\w.-]{1,80}\.svg$/;

/** Generated promotion art under the default image CDN path, like the home banners (outside /wps, no tenant header). */
export const promotionPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/images/:merchant/promotions/:file',
    { schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(90) }) } },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      const promo = merchant && FILE.test(req.params.file) ? await promotionRepo.findByFile(app.db, merchant.id, req.params.file) : null;
      if (!promo) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(bannerSvg(promo.title));
    },
  );
};

const code = z.string().min(1).max(64);
const appId = z.coerce.number().int().positive().max(2_147_483_647);
const opsTags = ['ops'];

/** Operator review of reward applications (X-Ops-Token), registered only when OPS_TOKEN is set. */
export const promotionsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOpsToken);
  app.get(
    PROMOTIONS_OPS_CALLS.applications.path,
    {
      schema: {
        tags: opsTags,
        params: z.object({ code }),
        querystring: OpsApplicationsQuerySchema,
        response: { 200: envelopeOf(z.array(OpsApplicationSchema)) },
      },
    },
    async (req) => ok(await opsApplications(app.db, await opsMerchant(app.db, req.params.code), req.query.status)),
  );
  app.get(
    PROMOTIONS_OPS_CALLS.applicationImage.path,
    { schema: { tags: opsTags, params: z.object({ code, id: appId, seq: z.coerce.number().int().min(1).max(LIMITS.images) }) } },
    async (req, reply) => {
      const img = await opsApplicationImage(app.db, await opsMerchant(app.db, req.params.code), req.params.id, req.params.seq);
      return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type(img.mime).send(img.data);
    },
  );
  app.post(
    PROMOTIONS_OPS_CALLS.approve.path,
    { schema: { tags: opsTags, params: z.object({ code, id: appId }), body: OpsApproveSchema, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await decideApplication(app.db, await opsMerchant(app.db, req.params.code), req.params.id, { approve: true, bonus: req.body.bonus });
      return ok(null);
    },
  );
  app.post(
    PROMOTIONS_OPS_CALLS.reject.path,
    { schema: { tags: opsTags, params: z.object({ code, id: appId }), body: OpsRejectSchema, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await decideApplication(app.db, await opsMerchant(app.db, req.params.code), req.params.id, { approve: false, reason: req.body.reason });
      return ok(null);
    },
  );
};
