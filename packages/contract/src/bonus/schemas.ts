import { z } from 'zod';
import { IdSchema, MoneySchema, OpsCodeSchema } from '../common.js';
import { GAME_TYPES } from '../games/rules.js';
import { BONUS_SOURCES, MAX_TURNOVER_TIMES, TURNOVER_STATUSES } from './rules.js';

export const BonusSourceSchema = z.enum(BONUS_SOURCES);
export const TurnoverStatusSchema = z.enum(TURNOVER_STATUSES);

/** Percent of a valid bet that counts towards turnover, per game category (a category left out counts 100). */
export const ContributionsSchema = z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100));
export type Contributions = z.infer<typeof ContributionsSchema>;

/** One bonus's turnover requirement as the member sees it. */
export const TurnoverSchema = z.object({
  id: z.number().int(),
  source: BonusSourceSchema,
  bonus: MoneySchema,
  /** Valid bets asked for, and counted so far (never above required). */
  required: MoneySchema,
  wagered: MoneySchema,
  status: TurnoverStatusSchema,
  contributions: ContributionsSchema,
  createdAt: z.string(),
  /** When it was met or waived. */
  closedAt: z.string().nullable(),
});
export type Turnover = z.infer<typeof TurnoverSchema>;

/** The member's open requirements (oldest first, the order bets count them down) and their sums. */
export const TurnoverStatusAnswerSchema = z.object({
  open: z.array(TurnoverSchema),
  required: MoneySchema,
  wagered: MoneySchema,
});
export type TurnoverStatusAnswer = z.infer<typeof TurnoverStatusAnswerSchema>;

/** The `value` of a TURNOVER_OPEN error: what is left to wager before money may leave the member's reach. */
export const TurnoverOpenSchema = z.object({ required: MoneySchema, wagered: MoneySchema, left: MoneySchema });
export type TurnoverOpen = z.infer<typeof TurnoverOpenSchema>;

const times = z.number().int().min(0).max(MAX_TURNOVER_TIMES);
export const TurnoverRuleSchema = z.object({
  source: BonusSourceSchema,
  bonusTimes: times,
  depositTimes: times,
  contributions: ContributionsSchema,
});
export type TurnoverRule = z.infer<typeof TurnoverRuleSchema>;
export const TurnoverRuleUpdateSchema = TurnoverRuleSchema.omit({ source: true });
/** turnoverRule: a source's rule, read by a member before accepting a bonus (issue 33 item 2). */
export const TurnoverRuleQuerySchema = z.object({ source: BonusSourceSchema });
export type TurnoverRuleUpdate = z.infer<typeof TurnoverRuleUpdateSchema>;
export const OpsTurnoverRuleParamsSchema = z.object({ code: OpsCodeSchema, source: BonusSourceSchema });

/** A requirement as the operator sees it: the member's and who waived it. */
export const OpsTurnoverSchema = TurnoverSchema.extend({ reference: z.string(), waivedBy: z.string().nullable(), waiveReason: z.string().nullable() });
export type OpsTurnover = z.infer<typeof OpsTurnoverSchema>;
export const OpsTurnoverParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema, turnoverId: IdSchema });
export const OpsWaiveTurnoverSchema = z.object({ reason: z.string().trim().min(2).max(200) });
export type OpsWaiveTurnover = z.infer<typeof OpsWaiveTurnoverSchema>;
