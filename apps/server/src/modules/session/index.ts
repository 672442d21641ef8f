import { defineModule } from '../../platform/module.js';
import { accountsOpsRoutes } from '../accounts-ops/routes.js';
import { captchaRoutes } from '../captcha/routes.js';
import { verificationRoutes } from '../verification/routes.js';
import { sessionRoutes } from './routes.js';
export { memberAuthenticator } from './service.js';

export const sessionModule = defineModule('session', {
  player: async (app) => {
    await app.register(sessionRoutes);
    await app.register(captchaRoutes);
    await app.register(verificationRoutes);
  },
  operator: accountsOpsRoutes,
});
