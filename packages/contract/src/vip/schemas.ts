import { z } from 'zod';
import { AmountSchema, MoneySchema, OpsCodeSchema } from '../common.js';
import { LANGUAGE_CODES } from '../languages.js';

export const VIP_LEVEL_COUNT = 15;

export const VipLevelSchema = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  /** Cumulative credited deposits since registration needed for this level. */
  deposit: MoneySchema,
  /** Cumulative valid bets (settled rounds' stakes) since registration needed for this level. */
  validBet: MoneySchema,
  upgradeBonus: MoneySchema,
  birthdayGift: MoneySchema,
  monthlyBonus: MoneySchema,
  /** Daily valid-bet rebate in percent, e.g. "0.50". */
  rebateRate: z.string(),
  dailyWithdrawals: z.number().int(),
  dailyWithdrawLimit: MoneySchema,
  exclusiveTour: z.boolean(),
  /** In the request language, English when that language has none. */
  notes: z.string(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;
export const VipLevelsSchema = z.array(VipLevelSchema);

export const VipNextSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  deposit: MoneySchema,
  validBet: MoneySchema,
  /** How much is still missing for each threshold ("0.00" when met). */
  depositMissing: MoneySchema,
  validBetMissing: MoneySchema,
});
export const VipProgressSchema = z.object({
  /** Highest level whose both thresholds are met (0 when even the first is not). */
  level: z.number().int().min(0),
  name: z.string().nullable(),
  deposit: MoneySchema,
  validBet: MoneySchema,
  /** null at the top level. */
  next: VipNextSchema.nullable(),
});
export type VipProgress = z.infer<typeof VipProgressSchema>;

// Operator VIP levels (issue 13): every setting of a level; thresholds grow with the level.

/** A level as the operator sees it (money as decimal strings, the rebate in percent). */
export const OpsVipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Cumulative credited deposits needed. */
  depositThreshold: MoneySchema,
  /** Cumulative valid bets needed. */
  betThreshold: MoneySchema,
  upgradeBonus: MoneySchema,
  monthlyBonus: MoneySchema,
  birthdayBonus: MoneySchema,
  /** Daily valid-bet rebate in percent, e.g. "0.50". */
  rebateRate: z.string(),
  dailyWithdrawals: z.number().int(),
  dailyWithdrawLimit: MoneySchema,
  exclusiveTour: z.boolean(),
  /** Notes per language code; EN is what languages without their own see. */
  notes: z.record(z.string(), z.string()),
});
export type OpsVipLevel = z.infer<typeof OpsVipLevelSchema>;
export const OpsVipLevelListSchema = z.array(OpsVipLevelSchema);
export const OpsVipLevelParamsSchema = z.object({ code: OpsCodeSchema, level: z.coerce.number().int().min(1).max(1000) });
/** A rebate in percent with at most two decimals (basis points in the table), at most 100. */
export const RebateRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/)
  .refine((v) => Number(v) <= 100, 'at most 100 %');
/**
 * A level's change: the fields given replace theirs. Each threshold must stay above the level below's and below the
 * level above's (422 otherwise). `notes` replaces the languages it names; an empty text removes one.
 */
export const OpsVipLevelUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    depositThreshold: AmountSchema,
    betThreshold: AmountSchema,
    upgradeBonus: AmountSchema,
    monthlyBonus: AmountSchema,
    birthdayBonus: AmountSchema,
    rebateRate: RebateRateSchema,
    dailyWithdrawals: z.number().int().min(0).max(1000),
    dailyWithdrawLimit: AmountSchema,
    exclusiveTour: z.boolean(),
    notes: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(500)),
  })
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' });
export type OpsVipLevelUpdate = z.infer<typeof OpsVipLevelUpdateSchema>;
