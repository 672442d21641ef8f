import { defineModule } from '../../platform/module.js';
import { vipProgressSubscriber } from './progress.js';
import { vipPlayerRoutes } from './routes.js';

/** The VIP club: levels, and each member's progress kept from credited deposits and settled rounds (events). */
export const vipModule = defineModule('vip', { player: vipPlayerRoutes, subscribers: () => [vipProgressSubscriber()] });

export { VIP_PROGRESS } from './progress.js';
