import { z } from 'zod';
import { AmountSchema, IdSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema, pageOf } from '../common.js';
import { RG_EXCLUSION_MONTHS, RG_LIMIT_KINDS, RG_PERIODS, RG_TIMEOUT_HOURS, RG_TOOLS } from './rules.js';

export const RgLimitKindSchema = z.enum(RG_LIMIT_KINDS);
export const RgPeriodSchema = z.enum(RG_PERIODS);

/** A change of a limit waiting for its cooling period: the new amount (null: the limit goes) and when it applies. */
export const RgPendingSchema = z.object({ amount: MoneySchema.nullable(), effectiveAt: z.string() });
export type RgPending = z.infer<typeof RgPendingSchema>;

/** One limit as it stands now: its amount (null: none), what its window used so far, and a raise waiting. */
export const RgLimitSchema = z.object({
  kind: RgLimitKindSchema,
  period: RgPeriodSchema,
  amount: MoneySchema.nullable(),
  used: MoneySchema,
  pending: RgPendingSchema.nullable(),
});
export type RgLimit = z.infer<typeof RgLimitSchema>;

/** A break in force: a time-out or a self-exclusion, until when (null: indefinite). */
export const RgBreakSchema = z.object({ kind: z.enum(['timeout', 'exclusion']), until: z.string().nullable() });
export type RgBreak = z.infer<typeof RgBreakSchema>;

/** The member's page: every limit (kind x period) and the break in force, if any. */
export const RgStateSchema = z.object({ limits: z.array(RgLimitSchema), active: RgBreakSchema.nullable(), now: z.string() });
export type RgState = z.infer<typeof RgStateSchema>;

/** Set, lower, raise (null amount: remove) one limit. */
export const RgSetLimitSchema = z.object({ kind: RgLimitKindSchema, period: RgPeriodSchema, amount: AmountSchema.nullable() }).strict();
export type RgSetLimit = z.infer<typeof RgSetLimitSchema>;

const PasswordSchema = z.string().min(1).max(64);
export const RgTimeoutRequestSchema = z
  .object({ hours: z.union(RG_TIMEOUT_HOURS.map((h) => z.literal(h)) as [z.ZodLiteral<24>, ...z.ZodLiteral<number>[]]), password: PasswordSchema })
  .strict();
export type RgTimeoutRequest = z.infer<typeof RgTimeoutRequestSchema>;
/** months null: indefinite. */
export const RgExclusionRequestSchema = z
  .object({ months: z.union(RG_EXCLUSION_MONTHS.map((m) => z.literal(m)) as [z.ZodLiteral<6>, ...z.ZodLiteral<number>[]]).nullable(), password: PasswordSchema })
  .strict();
export type RgExclusionRequest = z.infer<typeof RgExclusionRequestSchema>;

/** The `value` of RG_DEPOSIT_LIMIT, RG_LOSS_LIMIT, RG_WAGER_LIMIT: which limit, its amount, what is used, what is left. */
export const RgLimitRefusalSchema = z.object({ period: RgPeriodSchema, limit: MoneySchema, used: MoneySchema, left: MoneySchema });
export type RgLimitRefusal = z.infer<typeof RgLimitRefusalSchema>;
/**
 * The `value` of RG_TIMED_OUT and RG_SELF_EXCLUDED: until when (an instant, and the same as `YYYY-MM-DD HH:mm UTC` for
 * the message's text); both absent for an indefinite exclusion.
 */
export const RgBlockRefusalSchema = z.object({ until: z.string().optional(), untilText: z.string().optional() });
export type RgBlockRefusal = z.infer<typeof RgBlockRefusalSchema>;

// ---- operator ----

export const RgHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  kind: z.string().nullable(),
  period: z.string().nullable(),
  amount: MoneySchema.nullable(),
  until: z.string().nullable(),
  by: z.string(),
});
export type RgHistoryEntry = z.infer<typeof RgHistoryEntrySchema>;

export const OpsRgMemberSchema = z.object({
  memberId: z.number().int(),
  member: z.string(),
  limits: z.array(RgLimitSchema),
  active: RgBreakSchema.nullable(),
  history: z.array(RgHistoryEntrySchema),
});
export type OpsRgMember = z.infer<typeof OpsRgMemberSchema>;

export const OpsRgToolRowSchema = z.object({
  memberId: z.number().int(),
  member: z.string(),
  tool: z.enum(RG_TOOLS),
  /** The tightest amount of that kind (limits), or null. */
  amount: MoneySchema.nullable(),
  /** When the break ends (null: indefinite or a limit). */
  until: z.string().nullable(),
  since: z.string(),
});
export type OpsRgToolRow = z.infer<typeof OpsRgToolRowSchema>;
export const OpsRgToolPageSchema = pageOf(OpsRgToolRowSchema);
export type OpsRgToolPage = z.infer<typeof OpsRgToolPageSchema>;
export const OpsRgToolQuerySchema = z.object({ tool: z.enum(RG_TOOLS).default('exclusion'), pageNo: OpsPageNoSchema });
export type OpsRgToolQuery = z.infer<typeof OpsRgToolQuerySchema>;

export const OpsRgMemberParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
/** Lengthen a break: a new end (null: indefinite); never earlier than the end in force. */
export const OpsRgExtendSchema = z
  .object({ kind: z.enum(['timeout', 'exclusion']), until: z.iso.datetime({ offset: true }).nullable(), reason: z.string().trim().min(1).max(200) })
  .strict();
export type OpsRgExtend = z.infer<typeof OpsRgExtendSchema>;
