import { defineModule } from '../../platform/module.js';
import { moneyOpsRoutes } from '../money-ops/routes.js';
import { walletRoutes } from './routes.js';

export const walletModule = defineModule('wallet', { player: walletRoutes, operator: moneyOpsRoutes });
