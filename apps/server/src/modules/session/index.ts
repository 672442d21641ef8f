import { defineModule } from '../../platform/module.js';
import { messageDelivery } from './message-delivery.js';
import { sessionOpsRoutes } from './ops-routes.js';
import { sessionPlayerRoutes } from './routes.js';

/** Getting in and out: login, registration, captcha and one-time codes, trial play, the forgotten password. */
export const sessionModule = defineModule('session', {
  player: sessionPlayerRoutes,
  operator: sessionOpsRoutes,
  // SMS and e-mail requested by the module's services (one-time codes), delivered after their commit.
  subscribers: (app) => [messageDelivery(app)],
});

// The member guard's check: app.ts hands it to platform/auth.ts.
export { memberAuthenticator } from './service.js';
// Other modules that send an SMS or e-mail request it in their transaction; message-delivery sends it after the commit.
export { messageRequested, requestMessage, type MessageRequested } from './message-delivery.js';
