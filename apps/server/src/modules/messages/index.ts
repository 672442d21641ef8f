import { defineModule } from '../../platform/module.js';
import { messageRoutes, messagesOpsRoutes } from './routes.js';

export const messagesModule = defineModule('messages', { player: messageRoutes, operator: messagesOpsRoutes });
