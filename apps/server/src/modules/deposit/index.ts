import { defineModule } from '../../platform/module.js';
import { demoGatewayRoutes } from './gateway.js';
import { depositRoutes } from './routes.js';

export const depositModule = defineModule('deposit', { player: depositRoutes, public: demoGatewayRoutes });
