import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS, ErrorCode, LIMITS } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { bannerSvg } from '../games/index.js';
import { createPromotion, opsPromotion, opsPromotions, removePromotion, updatePromotion } from './ops-service.js';
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

/** Three base64 pictures at the limit plus the rest of the body; the per-picture 5 MB check is the service's. */
const REWARD_BODY_LIMIT = Math.ceil((LIMITS.images * LIMITS.imageBytes * 4) / 3) + 64 * 1024;

export const promotionPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.promotionList, async (req) => listPromotions(app.db, req.merchant));
  serve(app, CALLS.promotionDetail, async (req) => promotionDetail(app.db, req.merchant, req.query.id, req.auth?.memberId ?? null));
  serve(app, CALLS.promotionJoin, async (req) => joinPromotion(app.db, req.merchant, req.auth.memberId, req.body.promotionId));
  serve(app, CALLS.requestReward, async (req) => requestReward(app.db, req.merchant, req.auth.memberId, req.body), {
    bodyLimit: REWARD_BODY_LIMIT,
  });
  serve(app, CALLS.signInStatus, async (req) => signInStatus(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.signIn, async (req) => signIn(app.db, req.merchant, req.auth.memberId));
};

const FILE = /^[\w.-]{1,80}\.svg$/;

/** Generated promotion art under the default image CDN path, like the home banners (outside /wps, no tenant header). */
export const promotionPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/images/:merchant/promotions/:file',
    { onRequest: refuseNulInAddress, schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(90) }) } },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      const promo = merchant && FILE.test(req.params.file) ? await promotionRepo.findByFile(app.db, merchant.id, req.params.file) : null;
      if (!promo) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(bannerSvg(promo.title));
    },
  );
};

/** Operator review of reward applications, and the promotions themselves. */
export const promotionsOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsPromotions, async (req) => opsPromotions(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsPromotion, async (req) => opsPromotion(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsCreatePromotion, async (req) => createPromotion(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdatePromotion, async (req) => updatePromotion(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsDeletePromotion, async (req) => removePromotion(req.ops, opsMerchantOf(req), req.params.id));

  serve(app, CALLS.opsRewardApplications, async (req) =>
    opsApplications(req.ops.db, opsMerchantOf(req), req.query.status),
  );
  serve(app, CALLS.opsRewardApplicationImage, async (req, reply) => {
    const img = await opsApplicationImage(req.ops.db, opsMerchantOf(req), req.params.id, req.params.seq);
    return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type(img.mime).send(img.data);
  });
  serve(app, CALLS.opsApproveRewardApplication, async (req) => {
    await decideApplication(req.ops.db, opsMerchantOf(req), req.params.id, { approve: true, bonus: req.body.bonus });
    return null;
  });
  serve(app, CALLS.opsRejectRewardApplication, async (req) => {
    await decideApplication(req.ops.db, opsMerchantOf(req), req.params.id, { approve: false, reason: req.body.reason });
    return null;
  });
};
