import { z } from 'zod';
import { AmountSchema, BodyIdSchema, IdSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema, PageNoSchema, pageOf } from '../common.js';
import { REWARD_KINDS, REWARD_LISTS, REWARD_STATUSES } from './rules.js';

export const RewardKindSchema = z.enum(REWARD_KINDS);
export const RewardStatusSchema = z.enum(REWARD_STATUSES);

/** A reward of the member's receiving centre. */
export const RewardSchema = z.object({
  id: z.number().int(),
  kind: RewardKindSchema,
  title: z.string(),
  amount: MoneySchema,
  /** TICKET rewards: the raffle tickets claiming enters (they carry no money); null for the others. */
  tickets: z.number().int().nullable(),
  status: RewardStatusSchema,
  /** The valid bets the bonus asks once claimed (its source's turnover rule now). */
  turnover: MoneySchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardPageSchema = pageOf(RewardSchema);
export type RewardPage = z.infer<typeof RewardPageSchema>;
export const RewardListQuerySchema = z.object({ list: z.enum(REWARD_LISTS).default('waiting'), pageNo: PageNoSchema });

export const ClaimRewardSchema = z.object({ id: BodyIdSchema });
/** A claimed reward and the wallet balance after it. */
export const ClaimedRewardSchema = z.object({ reward: RewardSchema, balance: MoneySchema });
export type ClaimedReward = z.infer<typeof ClaimedRewardSchema>;

/**
 * Promo counters by key (spec part 2 s2): LOGIN says whether the daily sign-in runs and whether today's is still to do
 * (count 1); the others count rewards waiting; `receiving` is their sum. Visitors get zeros and LOGIN's switch.
 */
export const PromoCountersSchema = z.object({
  LOGIN: z.object({ enabled: z.boolean(), count: z.number().int() }),
  MANUAL: z.number().int(),
  RAFFLE: z.number().int(),
  UPGRADE_BONUS: z.number().int(),
  MISSION_MANUAL: z.number().int(),
  TICKET: z.number().int(),
  receiving: z.number().int(),
});
export type PromoCounters = z.infer<typeof PromoCountersSchema>;

// ---- operator ----
export const OpsRewardSchema = RewardSchema.extend({ memberId: z.number().int(), member: z.string(), issuedBy: z.string().nullable() });
export type OpsReward = z.infer<typeof OpsRewardSchema>;
export const OpsRewardsQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  status: RewardStatusSchema.optional(),
  kind: RewardKindSchema.optional(),
  member: z.string().trim().max(32).optional(),
});
export const OpsIssueRewardSchema = z.object({
  title: z.string().trim().min(2).max(80),
  amount: AmountSchema,
  /** Days the member has to claim it (1-365). */
  days: z.number().int().min(1).max(365).optional(),
  /** Makes a retried issue the same reward. */
  requestId: z.string().trim().min(8).max(64).regex(/^[\w-]+$/),
});
export type OpsIssueReward = z.infer<typeof OpsIssueRewardSchema>;
export const OpsMemberRewardParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
