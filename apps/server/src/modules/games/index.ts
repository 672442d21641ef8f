import { defineModule } from '../../platform/module.js';
import { gamesOpsRoutes } from './ops-routes.js';
import { gamePlayerRoutes, gamePublicRoutes } from './routes.js';
import { vendorAdapters } from './vendors.js';

export { bannerSvg } from './icons.js';
export { pickCdn } from './service.js';

/**
 * Games: the catalogue, favourites and recents, launches through the vendor adapters (`app.providers.vendors`); the
 * operator's switches of games and vendors.
 */
export const gamesModule = defineModule('games', {
  providers: () => ({ vendors: vendorAdapters() }),
  player: gamePlayerRoutes,
  public: gamePublicRoutes,
  operator: gamesOpsRoutes,
});
export type { LaunchContext, VendorAdapter } from './vendors.js';

// The domain's events, for subscribers in other modules.
export { betPlaced, publishBetPlaced, publishRoundSettled, roundSettled, type BetPlaced, type RoundSettled } from './events.js';
// The play figures of the operator's dashboard (system module).
export { roundStats } from './stats-repo.js';
