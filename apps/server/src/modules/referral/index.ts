import { defineModule } from '../../platform/module.js';
import { referralOpsRoutes, referralPlayerRoutes } from './routes.js';
import { referralSubscriber } from './subscriber.js';

/**
 * Invite friends (issue 14): every member's invitation code, invitees' progress from registration, deposit and
 * settled-round events, and the inviter's referral bonus once an invitee meets the merchant's rule.
 */
export const referralModule = defineModule('referral', { player: referralPlayerRoutes, operator: referralOpsRoutes, subscribers: () => [referralSubscriber()] });

export { REFERRAL_PROGRESS } from './subscriber.js';
export { ensureCode } from './service.js';
export { referralRepo } from './repo.js';
// The inviter is told in the inbox (messages module).
export { referralRewarded, type ReferralRewarded } from './events.js';
