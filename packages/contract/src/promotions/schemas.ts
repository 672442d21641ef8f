import { z } from 'zod';
import { BodyIdSchema, IdSchema, MoneySchema, OpsPageNoSchema, optionalText, pageOf, pageSizeOf } from '../common.js';
import { LIMITS } from '../constants.js';
import { APPLICATION_STATUSES, PROMO_CATEGORIES } from './rules.js';

const yn = z.enum(['Y', 'N']);

export const PromoCategorySchema = z.enum(PROMO_CATEGORIES);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const PromotionImageSchema = z.object({ sequence: z.number().int(), url: z.string() });

/** A card of the list: no HTML content (the detail carries it). Dates are ISO instants, null when open-ended. */
export const PromotionCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: PromoCategorySchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** 1: runs without end ("long term" on the card). */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(PromotionImageSchema),
});
export type PromotionCard = z.infer<typeof PromotionCardSchema>;
export const PromotionListSchema = z.array(PromotionCardSchema);

/**
 * The detail. `content` is HTML sanitized by the server with a strict allow-list. `state` is what the player can do:
 * none (information only), join (one tap), apply (the reward application form), comingSoon, closed, or the status of
 * the caller's latest application; visitors get join/apply and are sent to log in.
 */
export const PromotionStateSchema = z.enum(['none', 'join', 'apply', 'comingSoon', 'closed', ...APPLICATION_STATUSES]);
export type PromotionState = z.infer<typeof PromotionStateSchema>;
/** The caller's latest application of a promotion: the bonus issued with it, the operator's reason for a rejection. */
export const PromotionApplicationSchema = z.object({
  status: ApplicationStatusSchema,
  bonus: MoneySchema.nullable(),
  reason: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof PromotionApplicationSchema>;
export const PromotionDetailSchema = PromotionCardSchema.extend({
  content: z.string(),
  remarkRequired: yn,
  imageRequired: yn,
  linkedPromotionId: z.number().int().nullable(),
  state: PromotionStateSchema,
  /** Null for visitors, for promotions without applications, and before the caller's first one. */
  application: PromotionApplicationSchema.nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;
export const PromotionDetailQuerySchema = z.object({ id: IdSchema });

/** MCSFE_signUpPromotionJoin: promotions that need neither remarks nor pictures. */
export const PromotionJoinSchema = z.object({ promotionId: IdSchema });
export type PromotionJoin = z.infer<typeof PromotionJoinSchema>;

/**
 * Base64 (optionally a data: URL) of 5 MB is 6,990,508 characters; the schema's bound is a little above it so the
 * exact byte limit is the service's 413, decided from the length before anything is decoded.
 */
export const REWARD_PICTURE_MAX_CHARS = Math.ceil(LIMITS.imageBytes / 3) * 4 + 64;
/** MCSFE_signUpRequestReward: pictures are base64 PNG or JPEG, at most 3; remarks at most 140 characters. */
export const RequestRewardSchema = z.object({
  promotionId: IdSchema,
  remarks: z.string().trim().max(LIMITS.remarks).default(''),
  pictures: z.array(z.string().min(1).max(REWARD_PICTURE_MAX_CHARS)).max(LIMITS.images).default([]),
});
export type RequestReward = z.input<typeof RequestRewardSchema>;
export const RewardApplicationResultSchema = z.object({ id: z.number().int(), status: ApplicationStatusSchema });
export type RewardApplicationResult = z.infer<typeof RewardApplicationResultSchema>;

/** Operator view of an application; pictures are fetched one by one from the image route. */
export const OpsApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  userName: z.string(),
  status: ApplicationStatusSchema,
  remarks: z.string(),
  pictures: z.number().int(),
  bonus: MoneySchema.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsApplication = z.infer<typeof OpsApplicationSchema>;
export const OpsApplicationsQuerySchema = z.object({ status: ApplicationStatusSchema.optional() });
/** Approve: optional bonus in major units, credited through the ledger once. */
export const OpsApproveSchema = z.object({ bonus: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/).optional() });
export const OpsRejectSchema = z.object({ reason: z.string().trim().max(200).optional() });

/** Daily sign-in (/m/activity/signIn): a 7-day cycle of rewards; missing a day starts the cycle again. */
export const SignInDaySchema = z.object({
  day: z.number().int().min(1),
  reward: MoneySchema,
  signed: z.boolean(),
  /** The day today's sign-in counts as (signed or not). */
  today: z.boolean(),
});
export const SignInStatusSchema = z.object({
  /** The login promotion is running for this merchant. */
  enabled: z.boolean(),
  signedToday: z.boolean(),
  /** Consecutive days signed, today included when signed. */
  streak: z.number().int().min(0),
  days: z.array(SignInDaySchema),
});
export type SignInStatus = z.infer<typeof SignInStatusSchema>;
export const SignInResultSchema = z.object({ day: z.number().int().min(1), reward: MoneySchema, streak: z.number().int().min(1) });
export type SignInResult = z.infer<typeof SignInResultSchema>;

// Operator promotions (issue 13): the content is rich-text HTML, sanitized by the server when written (and again when
// served); what is stored is what the player's detail shows.

export const PROMOTION_PARTICIPATIONS = ['none', 'join', 'apply'] as const;
export const PromotionParticipationSchema = z.enum(PROMOTION_PARTICIPATIONS);
/** HTML of a promotion as an editor sends it, before sanitizing. */
export const PROMOTION_CONTENT_MAX = 200_000;
const Instant = z.iso.datetime({ offset: true });
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** A promotion as the operator sees it; `applications` counts the reward applications that name it. */
export const OpsPromotionSchema = z.object({
  id: z.number().int(),
  /** The merchant's stable name of the promotion (the sign-in promotion is `daily-sign-in`). */
  slug: z.string(),
  category: PromoCategorySchema,
  title: z.string(),
  /** Sanitized HTML, as the player's detail shows it. */
  content: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  noExpiry: z.boolean(),
  participation: PromotionParticipationSchema,
  remarkRequired: z.boolean(),
  imageRequired: z.boolean(),
  linkedPromotionId: z.number().int().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** The card (1) and detail banner (2) pictures as the player site loads them. */
  images: z.array(PromotionImageSchema),
  applications: z.number().int(),
  createdAt: z.string(),
});
export type OpsPromotion = z.infer<typeof OpsPromotionSchema>;
export const OpsPromotionPageSchema = pageOf(OpsPromotionSchema);
export type OpsPromotionPage = z.infer<typeof OpsPromotionPageSchema>;
export const OpsPromotionsQuerySchema = z.object({
  category: PromoCategorySchema.optional(),
  enabled: flag.optional(),
  /** Part of the title. */
  q: optionalText(60),
  pageNo: OpsPageNoSchema,
  pageSize: pageSizeOf(100, 20),
});

const promotionFields = {
  category: PromoCategorySchema,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(PROMOTION_CONTENT_MAX),
  startsAt: Instant.nullable(),
  endsAt: Instant.nullable(),
  /** Runs without end ("long term"): endsAt is ignored. */
  noExpiry: z.boolean(),
  participation: PromotionParticipationSchema,
  remarkRequired: z.boolean(),
  imageRequired: z.boolean(),
  linkedPromotionId: BodyIdSchema.nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(1_000_000),
};
const windowOk = (w: { startsAt?: string | null; endsAt?: string | null }) =>
  !w.startsAt || !w.endsAt || Date.parse(w.endsAt) > Date.parse(w.startsAt);
const WINDOW = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

/** A new promotion: category, title and content; the rest optional (information only, from now, enabled). */
export const OpsPromotionCreateSchema = z
  .object({
    /** Absent: made from the title. Lower-case letters, digits and dashes, unique per merchant. */
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/).optional(),
    category: promotionFields.category,
    title: promotionFields.title,
    content: promotionFields.content,
  })
  .extend(z.object(promotionFields).omit({ category: true, title: true, content: true }).partial().shape)
  .strict()
  .refine(windowOk, WINDOW);
export type OpsPromotionCreate = z.infer<typeof OpsPromotionCreateSchema>;
/** A promotion's change: the fields given replace theirs. */
export const OpsPromotionUpdateSchema = z
  .object(promotionFields)
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' })
  .refine(windowOk, WINDOW);
export type OpsPromotionUpdate = z.infer<typeof OpsPromotionUpdateSchema>;
/** A promotion that reward applications name is switched off rather than deleted (their history keeps it). */
export const OpsPromotionRemovedSchema = z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'disabled']) });
export type OpsPromotionRemoved = z.infer<typeof OpsPromotionRemovedSchema>;
