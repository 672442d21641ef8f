import { defineModule } from '../../platform/module.js';
import { gamePlayerRoutes, gamePublicRoutes } from './routes.js';

export { bannerSvg } from './icons.js';
export { pickCdn } from './service.js';

export const gamesModule = defineModule('games', { player: gamePlayerRoutes, public: gamePublicRoutes });
