import { z } from 'zod';
import { MoneySchema } from '../common.js';

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
