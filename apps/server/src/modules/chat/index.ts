import { defineModule } from '../../platform/module.js';
import { chatOpsRoutes, chatPlayerRoutes, chatPublicRoutes } from './routes.js';

/** Live chat with the merchant's support team (issue 31): the member's calls, the socket, the operators' inbox. */
export const chatModule = defineModule('chat', {
  player: chatPlayerRoutes,
  public: chatPublicRoutes,
  operator: chatOpsRoutes,
});
