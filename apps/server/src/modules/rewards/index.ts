import { defineModule } from '../../platform/module.js';
import { rewardsOpsRoutes, rewardsPlayerRoutes } from './routes.js';

/** The reward centre (issue 14): rewards wait for the member to claim them; claiming pays them with their turnover. */
export const rewardsModule = defineModule('rewards', { player: rewardsPlayerRoutes, operator: rewardsOpsRoutes });

export { issueReward, onRewardClaim, type IssuedReward, type RewardClaimHandler } from './service.js';
