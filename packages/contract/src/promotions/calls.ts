import { z } from 'zod';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import { defineCalls } from '../call.js';
import { LIMITS } from '../constants.js';
import { EmptyValueSchema } from '../envelope.js';
import {
  OpsApplicationSchema,
  OpsApplicationsQuerySchema,
  OpsApproveSchema,
  OpsPromotionCreateSchema,
  OpsPromotionPageSchema,
  OpsPromotionRemovedSchema,
  OpsPromotionSchema,
  OpsPromotionsQuerySchema,
  OpsPromotionUpdateSchema,
  OpsRejectSchema,
  PromotionDetailQuerySchema,
  PromotionDetailSchema,
  PromotionJoinSchema,
  PromotionListSchema,
  RequestRewardSchema,
  RewardApplicationResultSchema,
  SignInResultSchema,
  SignInStatusSchema,
} from './schemas.js';

/**
 * Promotions and what a member does with them: join, apply for a reward (remarks and pictures), the daily sign-in.
 * The operator reviews the reward applications and keeps the promotions (their HTML sanitized on write).
 */
export const promotionsCalls = defineCalls('promotions', {
  promotionList: { method: 'GET', path: '/wps/relay/MCSFE_getPromotions', access: 'visitor', answer: PromotionListSchema, summary: 'Running promotions' },
  // Public; with a member's valid token the state is that member's (their latest application).
  promotionDetail: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    access: 'optional',
    query: PromotionDetailQuerySchema,
    answer: PromotionDetailSchema,
    summary: 'A promotion with what the caller can do',
  },
  promotionJoin: {
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpPromotionJoin',
    access: 'member',
    body: PromotionJoinSchema,
    answer: RewardApplicationResultSchema,
  },
  requestReward: {
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    access: 'member',
    body: RequestRewardSchema,
    answer: RewardApplicationResultSchema,
    summary: 'Apply for a reward (remarks, pictures)',
  },
  signInStatus: { method: 'GET', path: '/wps/relay/MCSFE_signInStatus', access: 'member', answer: SignInStatusSchema },
  signIn: { method: 'POST', path: '/wps/relay/MCSFE_signIn', access: 'member', answer: SignInResultSchema, summary: "Today's sign-in reward" },

  opsRewardApplications: {
    method: 'GET',
    path: '/ops/merchants/:code/promotions/applications',
    access: 'operator',
    roles: ['support', 'finance'],
    params: OpsMerchantParamsSchema,
    query: OpsApplicationsQuerySchema,
    answer: z.array(OpsApplicationSchema),
    summary: 'Reward applications',
  },
  opsRewardApplicationImage: {
    method: 'GET',
    path: '/ops/merchants/:code/promotions/applications/:id/images/:seq',
    access: 'operator',
    roles: ['support', 'finance'],
    params: OpsItemParamsSchema.extend({ seq: z.coerce.number().int().min(1).max(LIMITS.images) }),
    answer: 'raw',
    rawAnswer: { type: 'image/*' },
    summary: "A picture of an application (PNG or JPEG)",
  },
  opsApproveRewardApplication: {
    method: 'POST',
    path: '/ops/merchants/:code/promotions/applications/:id/approve',
    access: 'operator',
    roles: ['support', 'finance'],
    params: OpsItemParamsSchema,
    body: OpsApproveSchema,
    answer: EmptyValueSchema,
    summary: 'Approve an application (optional bonus)',
  },
  opsRejectRewardApplication: {
    method: 'POST',
    path: '/ops/merchants/:code/promotions/applications/:id/reject',
    access: 'operator',
    roles: ['support', 'finance'],
    params: OpsItemParamsSchema,
    body: OpsRejectSchema,
    answer: EmptyValueSchema,
    summary: 'Turn an application down',
  },

  opsPromotions: {
    method: 'GET',
    path: '/ops/merchants/:code/promotions',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    query: OpsPromotionsQuerySchema,
    answer: OpsPromotionPageSchema,
    summary: 'Promotions in display order, enabled or not',
  },
  opsPromotion: {
    method: 'GET',
    path: '/ops/merchants/:code/promotions/:id',
    access: 'operator',
    roles: ['content'],
    params: OpsItemParamsSchema,
    answer: OpsPromotionSchema,
  },
  opsCreatePromotion: {
    method: 'POST',
    path: '/ops/merchants/:code/promotions',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsPromotionCreateSchema,
    answer: OpsPromotionSchema,
    summary: 'A new promotion; its HTML is sanitized before it is stored',
  },
  opsUpdatePromotion: {
    method: 'PUT',
    path: '/ops/merchants/:code/promotions/:id',
    access: 'operator',
    roles: ['content'],
    params: OpsItemParamsSchema,
    body: OpsPromotionUpdateSchema,
    answer: OpsPromotionSchema,
  },
  opsDeletePromotion: {
    method: 'DELETE',
    path: '/ops/merchants/:code/promotions/:id',
    access: 'operator',
    roles: ['content'],
    params: OpsItemParamsSchema,
    answer: OpsPromotionRemovedSchema,
    summary: 'Deletes a promotion, or switches it off when reward applications name it',
  },
});
