import { defineModule } from '../../platform/module.js';
import { vipOpsRoutes } from './ops-routes.js';
import { vipProgressSubscriber } from './progress.js';
import { vipPlayerRoutes } from './routes.js';

/**
 * The VIP club: levels, and each member's progress kept from credited deposits and settled rounds (events); the
 * operator's level settings.
 */
export const vipModule = defineModule('vip', { player: vipPlayerRoutes, operator: vipOpsRoutes, subscribers: () => [vipProgressSubscriber()] });

export { VIP_PROGRESS } from './progress.js';
