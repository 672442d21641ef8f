import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS, ErrorCode, InhousePageQuerySchema, isLanguageCode, isTcgLotteryVendor, minorToMoney } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { servePageAssets } from '../../platform/page-assets.js';
import { framedPageHelmet } from '../../platform/security-headers.js';
import { serve } from '../../platform/serve.js';
import { gameRepo, isInhouseCode, renderGamePage } from '../games/index.js';
import { opsLotteryGames, opsLotteryPeriods, opsPeriodOrders, opsVoidPeriod } from './ops-service.js';
import { TCG_PAGE_ASSETS, renderTcgLotteryPage } from './page/render.js';
import { cancelSubOrder, listOrders, openedNumero, orderDetail, placeOrder, recentResults } from './service.js';

/**
 * Lottery calls of the player site: orders, results, and the lobby's open period (numero) of a lottery (visitors
 * included: a TCG period is the same for everyone).
 */
export const lotteryPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.lotteryNumero, async (req) => openedNumero(app.db, req.merchant, req.auth?.memberId ?? null, req.query.gameId));
  serve(app, CALLS.lotteryOpenedNumero, async (req) => openedNumero(app.db, req.merchant, req.auth?.memberId ?? null, req.query.gameId));
  serve(app, CALLS.lotteryPlaceOrder, async (req) => placeOrder(app.db, req.merchant, req.auth.memberId, req.language, req.body));
  serve(app, CALLS.lotteryOrders, async (req) => listOrders(app.db, req.merchant, req.auth.memberId, req.language, req.query));
  serve(app, CALLS.lotteryOrderDetail, async (req) => orderDetail(app.db, req.merchant, req.auth.memberId, req.language, req.query.orderId));
  serve(app, CALLS.lotteryCancelSubOrder, async (req) => cancelSubOrder(app.db, req.merchant, req.auth.memberId, req.language, req.body));
  serve(app, CALLS.lotteryResults, async (req) => recentResults(app.db, req.merchant, req.query.gameId, req.query.size));
};

const HTML_HEADERS = { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' };

/**
 * The lotto h5 page of part 1 s2, framed by the client (our origin only): the TCG lottery page, or the in-house
 * lottery's game page. Outside the tenant hook: the merchant comes from the query (or the path's mui).
 */
export const lotteryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  servePageAssets(app, TCG_PAGE_ASSETS);
  app.get(
    '/m/lotto-h5/:mui/:playType/games/:gameId',
    {
      helmet: framedPageHelmet(app.config),
      schema: {
        hide: true,
        params: z.object({ mui: z.string().max(32), playType: z.enum(['ent', 'trad']), gameId: z.string().regex(/^\d{1,10}$/) }),
        querystring: InhousePageQuerySchema,
      },
    },
    async (req, reply) => {
      const q = req.query;
      const merchant = await app.tenants.byCode((q.merchantCode ?? req.params.mui).toLowerCase());
      if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
      const game = await gameRepo.byId(app.db, merchant.id, Number(req.params.gameId));
      const lang = q.language ?? q.lang;
      const language = isLanguageCode(lang) ? lang : merchant.defaultLanguage;
      const title = game ? (game.names[language] ?? game.name) : '';
      const minStake = game ? minorToMoney(game.minBet) : '';
      let html: string;
      if (game && isTcgLotteryVendor(game.vendor)) {
        html = renderTcgLotteryPage({ gameId: game.id, title, language, merchant: merchant.code, minStake });
      } else if (game && game.vendor === 'INHOUSE' && isInhouseCode(game.gameCode)) {
        html = renderGamePage({ gameCode: game.gameCode, title, language, merchant: merchant.code, minStake });
      } else {
        throw new AppError(ErrorCode.NOT_FOUND);
      }
      return reply.headers(HTML_HEADERS).send(html);
    },
  );
};

/** The operator's view of the draws: games, periods with totals, a period's orders, and voiding a period (audited). */
export const lotteryOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsLotteryGames, async (req) => opsLotteryGames(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsLotteryPeriods, async (req) => opsLotteryPeriods(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsLotteryPeriodOrders, async (req) => opsPeriodOrders(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsVoidLotteryPeriod, async (req) =>
    recordChange(req, `lottery period ${req.params.id}`, () => opsVoidPeriod(req.ops.db, opsMerchantOf(req), req.params.id, req.body.reason)),
  );
};
