import { defineModule } from '../../platform/module.js';
import { withdrawRoutes } from './routes.js';

export const withdrawModule = defineModule('withdraw', { player: withdrawRoutes });
