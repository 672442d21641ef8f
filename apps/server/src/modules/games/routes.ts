import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS, ErrorCode, GAME_TICKET_HEADER, isLanguageCode, minorToMoney } from '@wps/contract';
import { servePageAssets } from '../../platform/page-assets.js';
import { headerValue } from '../../platform/request-context.js';
import { framedPageHelmet, publicArtHelmet } from '../../platform/security-headers.js';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { serve } from '../../platform/serve.js';
import { gameIconSvg } from './icons.js';
import { GAME_PAGE_ASSETS, renderGamePage } from './inhouse/pages.js';
import { getState, isInhouseCode, placeInhouseBet } from './inhouse/service.js';
import { launchGame } from './launch.js';
import { lotteryList, lotteryMenu, lotteryRecent } from './lobby.js';
import { rankCacheOf, rankList } from './rank-list.js';
import { gameRepo } from './repo.js';
import {
  addFavourite,
  addRecent,
  catalogueCacheOf,
  favouriteIds,
  favouriteList,
  hotGames,
  listGames,
  recentList,
  removeFavourite,
  vassGameTypes,
} from './service.js';

/**
 * Game calls: behind the tenant hook and the maintenance / region gate; the lottery lobby's /lgw and /lotto calls
 * too (the merchant from the Merchant header, else the host's domain route).
 */
export const gamePlayerRoutes: FastifyPluginAsync = async (app) => {
  const cache = catalogueCacheOf(app);
  serve(app, CALLS.vassGameType, async (req) => vassGameTypes(app.db, req.merchant));
  serve(app, CALLS.gameList, async (req) => listGames(app.db, req.merchant, req.language, req.query, cache));
  serve(app, CALLS.hotGames, async (req) => hotGames(app.db, req.merchant, req.language, req.query.gameType, cache));
  const ranks = rankCacheOf(app);
  serve(app, CALLS.rankList, async (req) => rankList(app.db, req.merchant, req.language, ranks));

  serve(app, CALLS.favouriteAdd, async (req) => addFavourite(app.db, req.merchant, req.auth.memberId, req.body.nodeId));
  serve(app, CALLS.favouriteRemove, async (req) => removeFavourite(app.db, req.merchant, req.auth.memberId, req.query.nodeId));
  serve(app, CALLS.favouriteIds, async (req) => favouriteIds(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.favouriteList, async (req) => favouriteList(app.db, req.merchant, req.auth.memberId, req.language, req.query));
  serve(app, CALLS.recentAdd, async (req) => addRecent(app.db, req.merchant, req.auth.memberId, req.query.nodeId));
  serve(app, CALLS.recentList, async (req) => recentList(app.db, req.merchant, req.auth.memberId, req.language, req.query));
  serve(app, CALLS.launchGame, async (req) =>
    launchGame(app.db, app.providers.vendors, req.merchant, req.auth, req.language, req.query, app.config.publicUrl ?? `${req.protocol}://${req.host}`),
  );

  serve(app, CALLS.lotteryList, async (req) => lotteryList(app.db, req.merchant, req.language, false, cache));
  serve(app, CALLS.lotteryPopular, async (req) => lotteryList(app.db, req.merchant, req.language, true, cache));
  serve(app, CALLS.lotteryMenu, async (req) => lotteryMenu(app.db, req.merchant, req.language, cache));
  // The numero calls (open draw period) are the lottery module's.
  serve(app, CALLS.lotteryMenuRecent, async (req) => lotteryRecent(app.db, req.merchant, req.auth.memberId, req.language));

  // The ticket comes in a header, never in the query (URLs are logged); none -> NOT_LOGGED_IN, dead -> SESSION_EXPIRED.
  serve(app, CALLS.inhouseState, async (req) => getState(app.db, req.merchant, headerValue(req, GAME_TICKET_HEADER, 128)));
  serve(app, CALLS.inhouseBet, async (req) => placeInhouseBet(app.db, req.merchant, req.body));
};

const FILE = /^[\w.-]{1,80}\.svg$/;
const ART_CACHE = 'public, max-age=86400';
const HTML_HEADERS = { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' };

/**
 * Routes without the tenant hook: the catalogue's generated art under the default image CDN path, and the in-house
 * game pages (opened in a frame, so they resolve the merchant from their query, not from headers).
 */
export const gamePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchantOf = async (code: string) => {
    const merchant = await app.tenants.byCode(code.toLowerCase());
    if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
    return merchant;
  };

  app.get(
    '/static/images/:merchant/games/:vendor/:file',
    { onRequest: refuseNulInAddress, helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32), vendor: z.string().max(30), file: z.string().max(90) }) } },
    async (req, reply) => {
      const { merchant: code, vendor, file } = req.params;
      const merchant = await merchantOf(code);
      // Only SVG art is generated here; a vendor's raster file that was never delivered is a real 404.
      const game = FILE.test(file) ? await gameRepo.iconExists(app.db, merchant.id, vendor, file) : null;
      if (!game || code !== merchant.code.toUpperCase()) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', ART_CACHE).type('image/svg+xml').send(gameIconSvg(game.name, game.vendor));
    },
  );

  // The client frames these pages: only our own origin may (every other answer says frame-ancestors 'none').
  const framed = framedPageHelmet(app.config);
  servePageAssets(app, GAME_PAGE_ASSETS);

  const page = async (merchantCode: string | undefined, lang: string | undefined, find: (merchantId: number) => ReturnType<typeof gameRepo.byId>) => {
    const merchant = await merchantOf(merchantCode ?? app.config.defaultMerchant);
    const game = await find(merchant.id);
    if (!game || game.vendor !== 'INHOUSE' || !isInhouseCode(game.gameCode)) throw new AppError(ErrorCode.NOT_FOUND);
    const language = isLanguageCode(lang) ? lang : merchant.defaultLanguage;
    return renderGamePage({
      gameCode: game.gameCode,
      title: game.names[language] ?? game.name,
      language,
      merchant: merchant.code,
      minStake: minorToMoney(game.minBet),
    });
  };

  // No credential in these URLs: the launch answer gives the ticket in the fragment, which the page's script reads.
  serve(
    app,
    CALLS.inhousePlay,
    async (req, reply) => {
      const q = req.query;
      const html = await page(q.merchant, q.lang, (m) => gameRepo.byCode(app.db, m, 'INHOUSE', req.params.gameCode));
      return reply.headers(HTML_HEADERS).send(html);
    },
    { helmet: framed },
  );
  // The lotto h5 page (/m/lotto-h5/...) is the lottery module's.
};
