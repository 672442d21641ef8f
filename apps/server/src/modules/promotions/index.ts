import { defineModule } from '../../platform/module.js';
import { promotionPlayerRoutes, promotionPublicRoutes, promotionsOpsRoutes } from './routes.js';

export const promotionsModule = defineModule('promotions', {
  player: promotionPlayerRoutes,
  public: promotionPublicRoutes,
  operator: promotionsOpsRoutes,
});
