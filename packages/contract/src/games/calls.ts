import { defineCalls } from '../call.js';
import { EmptyValueSchema } from '../envelope.js';
import {
  FavouriteBodySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  GameArraySchema,
  GameListQuerySchema,
  GameListSchema,
  HotGamesQuerySchema,
  InhouseBetBodySchema,
  InhousePageQuerySchema,
  InhousePlayParamsSchema,
  InhouseRoundSchema,
  InhouseStateSchema,
  LaunchQuerySchema,
  LaunchResultSchema,
  LotteryGameListSchema,
  LotteryMenuSchema,
  NumeroQuerySchema,
  NumeroSchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
  RecentListSchema,
  VassGameTypeListSchema,
  VassGameTypeQuerySchema,
} from './schemas.js';

/**
 * The game catalogue, the member's favourites and recent games, launching, the lottery lobby (/lgw, /lotto) and the
 * in-house games: their state and bets (authorised by the launch ticket, not the session) and their framed page.
 */
export const gamesCalls = defineCalls('games', {
  vassGameType: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    access: 'visitor',
    query: VassGameTypeQuerySchema,
    answer: VassGameTypeListSchema,
    summary: 'Game categories with their vendors',
  },
  gameList: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    access: 'visitor',
    query: GameListQuerySchema,
    answer: GameListSchema,
    summary: 'A page of the game catalogue',
  },
  hotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', access: 'visitor', query: HotGamesQuerySchema, answer: GameArraySchema },
  favouriteAdd: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', access: 'member', body: FavouriteBodySchema, answer: EmptyValueSchema },
  favouriteRemove: { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', access: 'member', query: FavouriteBodySchema, answer: EmptyValueSchema },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', access: 'member', answer: FavouriteIdsSchema },
  favouriteList: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    access: 'member',
    query: FavouriteListQuerySchema,
    answer: FavouriteListSchema,
  },
  recentAdd: { method: 'GET', path: '/wps/relay/MCS2_addRecentGame', access: 'member', query: RecentAddQuerySchema, answer: EmptyValueSchema },
  recentList: { method: 'GET', path: '/wps/relay/GCS_recentGame', access: 'member', query: RecentListQuerySchema, answer: RecentListSchema },
  launchGame: {
    method: 'GET',
    path: '/wps/game/launchGame',
    access: 'member',
    query: LaunchQuerySchema,
    answer: LaunchResultSchema,
    summary: 'Where a game opens (with a fresh ticket)',
  },
  lotteryList: { method: 'GET', path: '/lgw/games/mobile', access: 'visitor', answer: LotteryGameListSchema },
  lotteryPopular: { method: 'GET', path: '/lgw/games/popular', access: 'visitor', answer: LotteryGameListSchema },
  lotteryNumero: { method: 'GET', path: '/lotto/lgw/games/opened/numero', access: 'member', query: NumeroQuerySchema, answer: NumeroSchema },
  lotteryMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', access: 'visitor', answer: LotteryMenuSchema },
  // The opened draw of a game: in the in-house lottery every member has their own next draw.
  lotteryOpenedNumero: { method: 'GET', path: '/lgw/vn/numeros/opened/game', access: 'member', query: NumeroQuerySchema, answer: NumeroSchema },
  lotteryMenuRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', access: 'member', answer: LotteryGameListSchema },
  // The ticket comes in the X-Game-Ticket header, never in the query (URLs are logged).
  inhouseState: { method: 'GET', path: '/wps/inhouse/state', access: 'visitor', answer: InhouseStateSchema, summary: 'In-house game state (ticket header)' },
  inhouseBet: {
    method: 'POST',
    path: '/wps/inhouse/bet',
    access: 'visitor',
    body: InhouseBetBodySchema,
    answer: InhouseRoundSchema,
    summary: 'An in-house bet (ticket in the body)',
  },
  inhousePlay: {
    method: 'GET',
    path: '/wps/inhouse/play/:gameCode',
    access: 'visitor',
    params: InhousePlayParamsSchema,
    query: InhousePageQuerySchema,
    answer: 'raw',
    summary: 'The in-house game page (HTML, framed)',
  },
});
