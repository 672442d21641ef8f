import { defineModule } from '../../platform/module.js';
import { kycInboxSubscriber } from './kyc-inbox.js';
import { moneyInboxSubscriber } from './money-inbox.js';
import { referralInboxSubscriber } from './referral-inbox.js';
import { rewardInboxSubscriber } from './reward-inbox.js';
import { messagePlayerRoutes, messagePublicRoutes, messagesOpsRoutes } from './routes.js';

/** Announcements, notices and the inbox; members are told there of decisions other domains publish (events). */
export const messagesModule = defineModule('messages', {
  player: messagePlayerRoutes,
  public: messagePublicRoutes,
  operator: messagesOpsRoutes,
  subscribers: () => [rewardInboxSubscriber(), referralInboxSubscriber(), moneyInboxSubscriber(), kycInboxSubscriber()],
});

// The inbox of one member as the operator's member screens show it (member module).
export { memberInboxPage, sendToMemberInbox } from './member-inbox.js';
