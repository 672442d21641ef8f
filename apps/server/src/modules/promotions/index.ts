import { defineModule } from '../../platform/module.js';
import { promotionPublicRoutes, promotionRoutes, promotionsOpsRoutes } from './routes.js';

export const promotionsModule = defineModule('promotions', {
  player: promotionRoutes,
  public: promotionPublicRoutes,
  operator: promotionsOpsRoutes,
});
