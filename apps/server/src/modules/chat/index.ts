import { defineModule } from '../../platform/module.js';
import { liveUpdatesSubscriber } from './live-updates.js';
import { chatOpsRoutes, chatPlayerRoutes, chatPublicRoutes, hubOf } from './routes.js';

/**
 * Live chat with the merchant's support team (issue 31): the member's calls, the socket, the operators' inbox, feedback,
 * live hosts; and the live updates pushed to the member on the same socket (account changes from domain events).
 */
export const chatModule = defineModule('chat', {
  player: chatPlayerRoutes,
  public: chatPublicRoutes,
  operator: chatOpsRoutes,
  subscribers: (app) => [liveUpdatesSubscriber(() => hubOf(app))],
});
