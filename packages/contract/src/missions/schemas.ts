import { z } from 'zod';
import { AmountSchema, IdSchema, MoneySchema, OpsPageNoSchema, optionalText, pageOf } from '../common.js';
import { GAME_TYPES } from '../games/rules.js';
import { LANGUAGE_CODES } from '../languages.js';
import { RewardStatusSchema } from '../rewards/schemas.js';
import { MISSION_METRICS, MISSION_PERIODS, MISSION_STATES } from './rules.js';

export const MissionPeriodSchema = z.enum(MISSION_PERIODS);
export const MissionMetricSchema = z.enum(MISSION_METRICS);
export const MissionStateSchema = z.enum(MISSION_STATES);

/**
 * A count ("10") for the counting metrics, money ("500.00") for VALID_BET and DEPOSIT_AMOUNT: targets and progress
 * travel as text so both kinds keep exact values.
 */
const Quantity = z.string().regex(/^\d+(\.\d{2})?$/);

/** A mission of the current period as the member sees it (texts in the member's language, EN otherwise). */
export const MissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  period: MissionPeriodSchema,
  metric: MissionMetricSchema,
  gameType: z.string().nullable(),
  /** Whether target and progress are money. */
  money: z.boolean(),
  target: Quantity,
  /** Capped at the target. */
  progress: Quantity,
  reward: MoneySchema,
  state: MissionStateSchema,
  /** The reward centre's reward once completed (claim it there). */
  rewardId: z.number().int().nullable(),
  /** When the period ends (exclusive): progress starts again after it. */
  periodEnd: z.string(),
});
export type Mission = z.infer<typeof MissionSchema>;
export const MissionListSchema = z.object({ list: z.array(MissionSchema), now: z.string() });
export type MissionList = z.infer<typeof MissionListSchema>;

// ---- operator ----

const Instant = z.iso.datetime({ offset: true });
/** Texts per language; EN is required and the fallback. */
const texts = (max: number) => z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max));
const TitlesSchema = texts(80).refine((t) => !!t.EN, { message: 'EN is required', path: ['EN'] });

export const OpsMissionSchema = z.object({
  id: z.number().int(),
  titles: texts(80),
  descriptions: texts(300),
  period: MissionPeriodSchema,
  metric: MissionMetricSchema,
  gameType: z.string().nullable(),
  target: Quantity,
  reward: MoneySchema,
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  /** Completions of every period so far. */
  completions: z.number().int(),
  createdAt: z.string(),
});
export type OpsMission = z.infer<typeof OpsMissionSchema>;
export const OpsMissionPageSchema = pageOf(OpsMissionSchema);
export const OpsMissionsQuerySchema = z.object({ pageNo: OpsPageNoSchema });

const missionFields = {
  titles: TitlesSchema,
  descriptions: texts(300),
  period: MissionPeriodSchema,
  metric: MissionMetricSchema,
  /** Only for the round metrics. */
  gameType: z.enum(GAME_TYPES).nullable(),
  /** A whole count, or an amount for the money metrics. */
  target: AmountSchema,
  reward: AmountSchema,
  enabled: z.boolean(),
  startsAt: Instant.nullable(),
  endsAt: Instant.nullable(),
  sort: z.number().int().min(0).max(1_000_000),
};
const windowOk = (w: { startsAt?: string | null; endsAt?: string | null }) => !w.startsAt || !w.endsAt || Date.parse(w.endsAt) > Date.parse(w.startsAt);
const WINDOW = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

/** A new mission: titles, period, metric, target and reward; the rest optional (no category, enabled, no dates). */
export const OpsMissionCreateSchema = z
  .object(missionFields)
  .partial({ descriptions: true, gameType: true, enabled: true, startsAt: true, endsAt: true, sort: true })
  .strict()
  .refine(windowOk, WINDOW);
export type OpsMissionCreate = z.infer<typeof OpsMissionCreateSchema>;
/** A mission's change: the fields given replace theirs. */
export const OpsMissionUpdateSchema = z
  .object(missionFields)
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' })
  .refine(windowOk, WINDOW);
export type OpsMissionUpdate = z.infer<typeof OpsMissionUpdateSchema>;
export const OpsMissionEnableSchema = z.object({ enabled: z.boolean() }).strict();

/** A member's completed mission of one period. */
export const OpsMissionCompletionSchema = z.object({
  missionId: z.number().int(),
  title: z.string(),
  period: MissionPeriodSchema,
  periodKey: z.string(),
  memberId: z.number().int(),
  member: z.string(),
  progress: Quantity,
  target: Quantity,
  reward: MoneySchema,
  completedAt: z.string(),
  rewardId: z.number().int().nullable(),
  rewardStatus: RewardStatusSchema.nullable(),
});
export type OpsMissionCompletion = z.infer<typeof OpsMissionCompletionSchema>;
export const OpsMissionCompletionPageSchema = pageOf(OpsMissionCompletionSchema);
export const OpsMissionCompletionsQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  missionId: IdSchema.optional(),
  member: optionalText(32),
});
