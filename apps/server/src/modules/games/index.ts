import { defineModule } from '../../platform/module.js';
import { gamePublicRoutes, gameRoutes } from './routes.js';

export const gamesModule = defineModule('games', { player: gameRoutes, public: gamePublicRoutes });
