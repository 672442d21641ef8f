import { defineModule } from '../../platform/module.js';
import { vipPlayerRoutes } from './routes.js';

export const vipModule = defineModule('vip', { player: vipPlayerRoutes });
