import { z } from 'zod';
import { BodyIdSchema, optionalText } from '../common.js';
import { LANGUAGE_CODES } from '../languages.js';
import { CHAT_STATUSES } from './rules.js';
import { FEEDBACK_DEFAULTS, FEEDBACK_LIMITS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from './support-rules.js';

// Feedback (spec part 2 s5 `/wps/feedback`), live hosts (CBS_modelList) and the operator console's claim and canned
// answers (issue 31).

/** The member's feedback: question type, content within the merchant's word bounds (checked by the server), contact. */
export const FeedbackSubmitSchema = z.object({
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(1).max(FEEDBACK_LIMITS.contentChars),
  contact: optionalText(FEEDBACK_LIMITS.contactChars),
});
export type FeedbackSubmit = z.infer<typeof FeedbackSubmitSchema>;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackBoundsSchema = z
  .object({ minWords: z.number().int().min(1).max(1000), maxWords: z.number().int().min(1).max(1000) })
  .refine((b) => b.minWords <= b.maxWords, { message: 'minWords above maxWords', path: ['maxWords'] });
export type FeedbackBounds = z.infer<typeof FeedbackBoundsSchema>;
export const DEFAULT_FEEDBACK_BOUNDS: FeedbackBounds = { ...FEEDBACK_DEFAULTS };

/** The member's own feedback, newest first, and the bounds the form checks. */
export const FeedbackListSchema = z.object({ minWords: z.number().int(), maxWords: z.number().int(), list: z.array(FeedbackSchema) });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

export const OpsFeedbackQuerySchema = z.object({ status: z.enum(FEEDBACK_STATUSES).optional(), member: optionalText(40) });
export const OpsFeedbackSchema = FeedbackSchema.extend({ memberId: z.number().int(), username: z.string(), operatorName: z.string().nullable() });
export type OpsFeedback = z.infer<typeof OpsFeedbackSchema>;
export const OpsFeedbackListSchema = z.array(OpsFeedbackSchema);
export const OpsFeedbackAnswerSchema = z.object({ answer: z.string().trim().min(1).max(FEEDBACK_LIMITS.answerChars) });

/** A live host (CBS_modelList: "live models, active and streaming"). */
export const LiveHostSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  active: z.boolean(),
  streaming: z.boolean(),
});
export type LiveHost = z.infer<typeof LiveHostSchema>;
export const LiveHostListSchema = z.array(LiveHostSchema);

/** An avatar is a picture address: a site path or https. */
const AvatarSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'a /path or an https address');
export const OpsLiveHostInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  avatar: AvatarSchema.nullable().optional(),
  active: z.boolean().default(true),
  streaming: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type OpsLiveHostInput = z.input<typeof OpsLiveHostInputSchema>;
export const OpsLiveHostSchema = LiveHostSchema.extend({ sort: z.number().int(), createdAt: z.string() });
export type OpsLiveHost = z.infer<typeof OpsLiveHostSchema>;
export const OpsLiveHostListSchema = z.array(OpsLiveHostSchema);

/** A canned answer of the support team, per language. */
export const OpsCannedInputSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(2000),
});
export const OpsCannedSchema = OpsCannedInputSchema.extend({ id: z.number().int() });
export type OpsCanned = z.infer<typeof OpsCannedSchema>;
export const OpsCannedListSchema = z.array(OpsCannedSchema);
export const OpsCannedQuerySchema = z.object({ language: z.enum(LANGUAGE_CODES).optional() });

/** Claim a conversation (no operatorId) or assign it to another support operator of the merchant. */
export const OpsChatClaimSchema = z.object({ operatorId: BodyIdSchema.optional() });
export const OpsChatClaimedSchema = z.object({ id: z.number().int(), status: z.enum(CHAT_STATUSES), operatorId: z.number().int().nullable() });
export const OpsRemovedSchema = z.object({ removed: z.boolean() });
