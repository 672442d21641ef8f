import { defineModule } from '../../platform/module.js';
import { opsRoutes } from '../ops/routes.js';
import { systemRoutes } from './routes.js';

export const systemModule = defineModule('system', { site: systemRoutes, operator: opsRoutes });
