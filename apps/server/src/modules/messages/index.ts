import { defineModule } from '../../platform/module.js';
import { messagePlayerRoutes, messagePublicRoutes, messagesOpsRoutes } from './routes.js';

export const messagesModule = defineModule('messages', {
  player: messagePlayerRoutes,
  public: messagePublicRoutes,
  operator: messagesOpsRoutes,
});
