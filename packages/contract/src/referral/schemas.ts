import { z } from 'zod';
import { AmountSchema, MoneySchema, OpsPageNoSchema, PageNoSchema, pageOf } from '../common.js';
import { REFERRAL_STATUSES } from './rules.js';

export const ReferralStatusSchema = z.enum(REFERRAL_STATUSES);

/**
 * The merchant's referral rule: while enabled, an invitee whose first deposit reaches `minFirstDeposit` and whose valid
 * bets reach `validBet` earns the inviter `inviterReward` (a `referral` bonus, with its turnover), once per invitee;
 * `inviteeReward` above zero pays the invitee too.
 */
export const ReferralRuleSchema = z.object({
  enabled: z.boolean(),
  inviterReward: MoneySchema,
  inviteeReward: MoneySchema,
  minFirstDeposit: MoneySchema,
  validBet: MoneySchema,
});
export type ReferralRule = z.infer<typeof ReferralRuleSchema>;

/** The member's invitation: the code, the register path carrying it (the site's origin makes it a link), rule, totals. */
export const MyInvitationSchema = z.object({
  code: z.string(),
  registerPath: z.string(),
  /** Agents' invitees earn no referral reward (agent networks are theirs). */
  eligible: z.boolean(),
  rule: ReferralRuleSchema,
  totals: z.object({
    invited: z.number().int(),
    deposited: z.number().int(),
    qualified: z.number().int(),
    earned: MoneySchema,
  }),
});
export type MyInvitation = z.infer<typeof MyInvitationSchema>;

/** One invitee as the inviter sees it (account masked). */
export const InviteeSchema = z.object({
  account: z.string(),
  registeredAt: z.string(),
  status: ReferralStatusSchema,
  /** The inviter's reward once qualified. */
  reward: MoneySchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type Invitee = z.infer<typeof InviteeSchema>;
export const InviteePageSchema = pageOf(InviteeSchema);
export type InviteePage = z.infer<typeof InviteePageSchema>;
export const InviteesQuerySchema = z.object({ pageNo: PageNoSchema });

// ---- operator ----
export const ReferralRuleUpdateSchema = z.object({
  enabled: z.boolean(),
  inviterReward: AmountSchema,
  inviteeReward: AmountSchema,
  minFirstDeposit: AmountSchema,
  validBet: AmountSchema,
});
export type ReferralRuleUpdate = z.infer<typeof ReferralRuleUpdateSchema>;

export const OpsReferralSchema = z.object({
  id: z.number().int(),
  inviterId: z.number().int(),
  inviter: z.string(),
  inviteeId: z.number().int(),
  invitee: z.string(),
  registeredAt: z.string(),
  status: ReferralStatusSchema,
  firstDeposit: MoneySchema.nullable(),
  depositedAt: z.string().nullable(),
  validBet: MoneySchema,
  reward: MoneySchema.nullable(),
  inviteeReward: MoneySchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type OpsReferral = z.infer<typeof OpsReferralSchema>;
export const OpsReferralsQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  status: ReferralStatusSchema.optional(),
  /** Account names (exact, any case). */
  inviter: z.string().trim().max(32).optional(),
  invitee: z.string().trim().max(32).optional(),
});
export type OpsReferralsQuery = z.infer<typeof OpsReferralsQuerySchema>;
