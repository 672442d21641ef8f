import { defineModule } from '../../platform/module.js';
import { hub88Adapter } from './hub88/launch.js';
import { hub88OpsRoutes } from './hub88/ops-routes.js';
import { hub88WalletRoutes } from './hub88/wallet-api.js';
import { gamesOpsRoutes } from './ops-routes.js';
import { gamePlayerRoutes, gamePublicRoutes } from './routes.js';
import { HUB88_ADAPTER, vendorAdapters } from './vendors.js';

export { bannerSvg } from './icons.js';
export { pickCdn } from './service.js';

/**
 * Games: the catalogue, favourites and recents, launches through the vendor adapters (`app.providers.vendors`); the
 * operator's switches of games and vendors; the Hub88 Wallet API every studio's money goes through.
 */
export const gamesModule = defineModule('games', {
  providers: (app) => ({ vendors: vendorAdapters().register(HUB88_ADAPTER, hub88Adapter(app)) }),
  player: gamePlayerRoutes,
  // The Hub88 Wallet API keeps raw bodies (signatures), so it sits in a scope of its own.
  public: async (app) => {
    await app.register(gamePublicRoutes);
    await app.register(hub88WalletRoutes);
  },
  operator: async (app) => {
    await app.register(gamesOpsRoutes);
    await app.register(hub88OpsRoutes);
  },
});
export type { LaunchContext, VendorAdapter } from './vendors.js';

// The domain's events, for subscribers in other modules.
export {
  betPlaced,
  publishBetPlaced,
  publishRoundSettled,
  roundAdjusted,
  roundSettled,
  type BetPlaced,
  type RoundAdjusted,
  type RoundSettled,
} from './events.js';
// The play figures of the operator's dashboard (system module).
export { roundStats } from './stats-repo.js';
// The lottery module's needs: catalogue reads, the seamless wallet (one round per sub-order), launch tickets, the
// in-house lotto page and its per-member draw seeds.
export { gameRepo, type CatalogueGame } from './repo.js';
export { placeBet, settleRound } from './seamless-wallet.js';
export { issueTicket, isInhouseCode } from './inhouse/service.js';
export { renderGamePage } from './inhouse/pages.js';
export { newServerSeed, seedHash } from './inhouse/fair.js';
export { seedRepo } from './round-repo.js';
