import { z } from 'zod';
import { AmountSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema } from '../common.js';
import { LANGUAGE_CODES } from '../languages.js';
import { BENEFIT_LANDINGS, JOB_NAMES, JOB_RUN_STATUSES, LISTED_JOB_NAMES, VIP_BENEFITS, isJobPeriod } from './rules.js';

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
  /** Cumulative valid bets: stakes of settled rounds (the definition at BetRecordPageSchema's summary). */
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

// Periodic VIP benefits and the scheduled jobs that pay them (issue 14).

export const VipBenefitSchema = z.enum(VIP_BENEFITS);
export const BenefitLandingSchema = z.enum(BENEFIT_LANDINGS);
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A benefit paid to the member: the period it covers (a day, a month, a year) and where it landed. */
export const VipBenefitPaidSchema = z.object({
  benefit: VipBenefitSchema,
  period: z.string(),
  amount: MoneySchema,
  landing: BenefitLandingSchema,
  paidAt: z.string(),
});
export type VipBenefitPaid = z.infer<typeof VipBenefitPaidSchema>;

/** The member's periodic benefits at the current level (amounts "0.00" where the level has none). */
export const VipBenefitsSchema = z.object({
  level: z.number().int().min(0),
  rebate: z.object({
    /** Percent of yesterday's valid bets, e.g. "0.50". */
    rate: z.string(),
    landing: BenefitLandingSchema,
    /** The last rebates paid, newest first. */
    recent: z.array(VipBenefitPaidSchema),
  }),
  monthly: z.object({
    amount: MoneySchema,
    landing: BenefitLandingSchema,
    /** When the next monthly bonus is paid (UTC day); it needs a valid bet in the month before. */
    nextDate: DaySchema,
    /** A valid bet this month already makes the member eligible for the next one. */
    eligible: z.boolean(),
  }),
  birthday: z.object({
    amount: MoneySchema,
    landing: BenefitLandingSchema,
    /** none: no birthday in the profile; paid: this year's gift was paid; upcoming: it is paid on nextDate. */
    state: z.enum(['none', 'upcoming', 'paid']),
    nextDate: DaySchema.nullable(),
  }),
});
export type VipBenefits = z.infer<typeof VipBenefitsSchema>;

/** Where each benefit lands, as the operator sets it. */
export const OpsVipBenefitRuleSchema = z.object({ benefit: VipBenefitSchema, landing: BenefitLandingSchema });
export type OpsVipBenefitRule = z.infer<typeof OpsVipBenefitRuleSchema>;
export const OpsVipBenefitRuleListSchema = z.array(OpsVipBenefitRuleSchema);
export const OpsVipBenefitParamsSchema = z.object({ code: OpsCodeSchema, benefit: VipBenefitSchema });
export const OpsVipBenefitRuleUpdateSchema = z.object({ landing: BenefitLandingSchema }).strict();

/** A job operators run with opsRunJob (JOB_NAMES: the VIP benefits and the minute jobs). */
export const JobNameSchema = z.enum(JOB_NAMES);
/** A job whose runs operators list: those and the agent settlements. */
export const ListedJobNameSchema = z.enum(LISTED_JOB_NAMES);

export const OpsJobRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  period: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  /** Members paid and the total paid over every run of the period. */
  paid: z.number().int(),
  amount: MoneySchema,
  /** Members that failed in the last run (the next run tries them again). */
  failed: z.number().int(),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OpsJobRun = z.infer<typeof OpsJobRunSchema>;
export const OpsJobRunsQuerySchema = z.object({ pageNo: OpsPageNoSchema, job: ListedJobNameSchema.optional() });
/**
 * Run a job now for a period of its form (JOB_PERIOD_KIND): a UTC day (2026-11-23) for the daily jobs, a month
 * (2026-11) for the monthly one, a UTC minute (2026-11-23T21:30) for the minute jobs. The server also refuses a
 * period the schedule has not reached yet.
 */
export const OpsRunJobSchema = z
  .object({ job: JobNameSchema, period: z.string().trim().max(16) })
  .strict()
  .refine((b) => isJobPeriod(b.job, b.period), { message: 'not a period of the job', path: ['period'] });
export type OpsRunJob = z.infer<typeof OpsRunJobSchema>;
/** The run, or null when another runner holds that period right now. */
export const OpsRunJobAnswerSchema = OpsJobRunSchema.nullable();
