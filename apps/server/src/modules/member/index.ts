import { defineModule } from '../../platform/module.js';
import { securityRoutes } from '../security/routes.js';
import { memberRoutes } from './routes.js';

export const memberModule = defineModule('member', {
  player: async (app) => {
    await app.register(memberRoutes);
    await app.register(securityRoutes);
  },
});
