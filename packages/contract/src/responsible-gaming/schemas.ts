import { z } from 'zod';
import { AmountSchema, IdSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema, pageOf } from '../common.js';
import { RG_EXCLUSION_MONTHS, RG_LIMIT_KINDS, RG_PERIODS, RG_REALITY_MINUTES, RG_SESSION_LIMIT_MINUTES, RG_STATEMENT_GROUPS, RG_STATEMENT_MAX_DAYS, RG_TIMEOUT_HOURS, RG_TOOLS } from './rules.js';

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

const literals = <T extends readonly number[]>(values: T) => z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, ...z.ZodLiteral<T[number]>[]]);
export const RgSessionLimitSchema = literals(RG_SESSION_LIMIT_MINUTES);
export const RgRealityMinutesSchema = literals(RG_REALITY_MINUTES);

/** The member's session time limit and reality-check interval, in minutes (null: none). */
export const RgPlaySettingsSchema = z.object({ sessionLimitMinutes: RgSessionLimitSchema.nullable(), realityMinutes: RgRealityMinutesSchema.nullable() }).strict();
export type RgPlaySettings = z.infer<typeof RgPlaySettingsSchema>;

/**
 * The member's page: every limit (kind x period), the break in force, if any, the session settings, and whether the
 * page is still to be offered once before the first wager (`promptDue`).
 */
export const RgStateSchema = z.object({
  limits: z.array(RgLimitSchema),
  active: RgBreakSchema.nullable(),
  now: z.string(),
  play: z.object({ sessionLimitMinutes: z.number().int().nullable(), realityMinutes: z.number().int().nullable() }),
  promptDue: z.boolean(),
});
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

/**
 * The play session as the server keeps it (one per login, carried over a quick new login): when it started, the net
 * position since (winnings minus stakes), when the session limit ends it, and whether a reality check is due now.
 */
export const RgPlaySchema = z.object({
  startedAt: z.string(),
  now: z.string(),
  net: MoneySchema,
  sessionLimitMinutes: z.number().int().nullable(),
  endsAt: z.string().nullable(),
  realityMinutes: z.number().int().nullable(),
  realityDue: z.boolean(),
});
export type RgPlay = z.infer<typeof RgPlaySchema>;

/** The answer to a reality check: go on playing, or stop (the game page is left). */
export const RgRealityAnswerSchema = z.object({ answer: z.enum(['continue', 'stop']) }).strict();
export type RgRealityAnswer = z.infer<typeof RgRealityAnswerSchema>;

/** The activity statement's period (UTC days, `to` included, at most RG_STATEMENT_MAX_DAYS) and grouping. */
export const RgStatementQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date(), group: z.enum(RG_STATEMENT_GROUPS).default('day') })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= RG_STATEMENT_MAX_DAYS * 86_400_000, { message: 'err_format', path: ['to'] });
export type RgStatementQuery = z.infer<typeof RgStatementQuerySchema>;

/** One day's or month's money: deposits and withdrawals paid, stakes and winnings of settled bets, and the net. */
export const RgStatementRowSchema = z.object({ period: z.string(), deposits: MoneySchema, withdrawals: MoneySchema, wagers: MoneySchema, wins: MoneySchema, net: MoneySchema });
export type RgStatementRow = z.infer<typeof RgStatementRowSchema>;
/** Rows with any money, oldest first, and their totals (period 'total'); net deposits = deposits - withdrawals. */
export const RgStatementSchema = z.object({ rows: z.array(RgStatementRowSchema), total: RgStatementRowSchema, netDeposits: MoneySchema });
export type RgStatement = z.infer<typeof RgStatementSchema>;

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
