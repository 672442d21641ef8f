import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const gamesCalls = defineCalls('games', {
  vassGameType: { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', access: 'visitor', answer: z.unknown() },
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', access: 'visitor', answer: z.unknown() },
  hotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', access: 'visitor', answer: z.unknown() },
  favouriteAdd: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', access: 'member', answer: z.unknown() },
  favouriteRemove: { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', access: 'member', answer: z.unknown() },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', access: 'member', answer: z.unknown() },
  favouriteList: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', access: 'member', answer: z.unknown() },
  recentAdd: { method: 'GET', path: '/wps/relay/MCS2_addRecentGame', access: 'member', answer: z.unknown() },
  recentList: { method: 'GET', path: '/wps/relay/GCS_recentGame', access: 'member', answer: z.unknown() },
  launchGame: { method: 'GET', path: '/wps/game/launchGame', access: 'member', answer: z.unknown() },
  lotteryList: { method: 'GET', path: '/lgw/games/mobile', access: 'visitor', answer: z.unknown() },
  lotteryPopular: { method: 'GET', path: '/lgw/games/popular', access: 'visitor', answer: z.unknown() },
  lotteryNumero: { method: 'GET', path: '/lotto/lgw/games/opened/numero', access: 'member', answer: z.unknown() },
  lotteryMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', access: 'visitor', answer: z.unknown() },
  lotteryOpenedNumero: { method: 'GET', path: '/lgw/vn/numeros/opened/game', access: 'member', answer: z.unknown() },
  lotteryMenuRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', access: 'member', answer: z.unknown() },
  inhouseState: { method: 'GET', path: '/wps/inhouse/state', access: 'visitor', answer: z.unknown() },
  inhouseBet: { method: 'POST', path: '/wps/inhouse/bet', access: 'visitor', answer: z.unknown() },
});
