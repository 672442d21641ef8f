import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema, pageOf } from '../common.js';
import {
  ClaimRewardSchema,
  ClaimedRewardSchema,
  OpsIssueRewardSchema,
  OpsMemberRewardParamsSchema,
  OpsRewardSchema,
  OpsRewardsQuerySchema,
  PromoCountersSchema,
  RewardListQuerySchema,
  RewardPageSchema,
} from './schemas.js';

export const rewardsCalls = defineCalls('rewards', {
  promoCounters: { method: 'GET', path: '/wps/relay/MCSFE_getPromoCounters', access: 'optional', answer: PromoCountersSchema, summary: 'Promo counters' },
  rewardList: { method: 'GET', path: '/wps/rewards', access: 'member', query: RewardListQuerySchema, answer: RewardPageSchema, summary: 'The reward centre' },
  /** Pays the reward into the wallet with its turnover; exactly once, however many taps. */
  claimReward: { method: 'POST', path: '/wps/rewards/claim', access: 'member', body: ClaimRewardSchema, answer: ClaimedRewardSchema, summary: 'Claim a reward' },

  // ---- operator ----
  opsRewards: {
    method: 'GET',
    path: '/ops/merchants/:code/rewards',
    access: 'operator',
    roles: ['finance', 'support', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsRewardsQuerySchema,
    answer: pageOf(OpsRewardSchema),
    summary: 'Rewards issued and claimed, newest first',
  },
  opsIssueReward: {
    method: 'POST',
    path: '/ops/merchants/:code/members/:id/rewards',
    access: 'operator',
    roles: ['finance'],
    params: OpsMemberRewardParamsSchema,
    body: OpsIssueRewardSchema,
    answer: OpsRewardSchema,
    summary: "A manual reward into the member's reward centre",
  },
});
