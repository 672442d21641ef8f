import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnnouncementQuerySchema,
  AnnouncementsSchema,
  CALLS,
  EmptyValueSchema,
  ErrorCode,
  FavouriteBodySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  GAME_TICKET_HEADER,
  GameArraySchema,
  GameListQuerySchema,
  GameListSchema,
  HotGamesQuerySchema,
  InhouseBetBodySchema,
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
  envelopeOf,
  isLanguageCode,
  minorToMoney,
} from '@wps/contract';
import { notices } from '../../db/schema.js';
import { requestToken, requireMember } from '../../platform/auth.js';
import { servePageAssets } from '../../platform/page-assets.js';
import { headerValue } from '../../platform/request-context.js';
import { framedPageHelmet, publicArtHelmet } from '../../platform/security-headers.js';
import { AppError, ok } from '../../platform/envelope.js';
import { bannerSvg, gameIconSvg } from './icons.js';
import { GAME_PAGE_ASSETS, renderGamePage } from './inhouse/pages.js';
import { getState, isInhouseCode, placeInhouseBet } from './inhouse/service.js';
import { launchGame } from './launch.js';
import { listAnnouncements, lotteryList, lotteryMenu, lotteryNumero, lotteryRecent } from './lobby.js';
import { withReadState } from '../messages/service.js';
import { gameRepo } from './repo.js';
import {
  addFavourite,
  addRecent,
  catalogueCache,
  favouriteIds,
  favouriteList,
  hotGames,
  listGames,
  recentList,
  removeFavourite,
  vassGameTypes,
} from './service.js';

const tags = ['games'];
const member = { preHandler: requireMember };

/** Game calls: behind the tenant hook and the maintenance / region gate. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = catalogueCache(app.config.merchantCacheMs);
  app.get(
    CALLS.vassGameType.path,
    { schema: { tags, querystring: VassGameTypeQuerySchema, response: { 200: envelopeOf(VassGameTypeListSchema) } } },
    async (req) => ok(await vassGameTypes(app.db, req.merchant)),
  );
  app.get(
    CALLS.gameList.path,
    { schema: { tags, querystring: GameListQuerySchema, response: { 200: envelopeOf(GameListSchema) } } },
    async (req) => ok(await listGames(app.db, req.merchant, req.language, req.query, cache)),
  );
  app.get(
    CALLS.hotGames.path,
    { schema: { tags, querystring: HotGamesQuerySchema, response: { 200: envelopeOf(GameArraySchema) } } },
    async (req) => ok(await hotGames(app.db, req.merchant, req.language, req.query.gameType, cache)),
  );

  app.post(
    CALLS.favouriteAdd.path,
    { ...member, schema: { tags, body: FavouriteBodySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => ok(await addFavourite(app.db, req.merchant, req.auth.memberId, req.body.nodeId)),
  );
  app.delete(
    CALLS.favouriteRemove.path,
    { ...member, schema: { tags, querystring: FavouriteBodySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => ok(await removeFavourite(app.db, req.merchant, req.auth.memberId, req.query.nodeId)),
  );
  app.get(
    CALLS.favouriteIds.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(FavouriteIdsSchema) } } },
    async (req) => ok(await favouriteIds(app.db, req.merchant, req.auth.memberId)),
  );
  app.get(
    CALLS.favouriteList.path,
    { ...member, schema: { tags, querystring: FavouriteListQuerySchema, response: { 200: envelopeOf(FavouriteListSchema) } } },
    async (req) => ok(await favouriteList(app.db, req.merchant, req.auth.memberId, req.language, req.query)),
  );
  app.get(
    CALLS.recentAdd.path,
    { ...member, schema: { tags, querystring: RecentAddQuerySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => ok(await addRecent(app.db, req.merchant, req.auth.memberId, req.query.nodeId)),
  );
  app.get(
    CALLS.recentList.path,
    { ...member, schema: { tags, querystring: RecentListQuerySchema, response: { 200: envelopeOf(RecentListSchema) } } },
    async (req) => ok(await recentList(app.db, req.merchant, req.auth.memberId, req.language, req.query)),
  );
  app.get(
    CALLS.launchGame.path,
    { ...member, schema: { tags, querystring: LaunchQuerySchema, response: { 200: envelopeOf(LaunchResultSchema) } } },
    async (req) => ok(await launchGame(app.db, req.merchant, req.auth, req.language, req.query)),
  );

  app.get(
    CALLS.announcements.path,
    { schema: { tags, querystring: AnnouncementQuerySchema, response: { 200: envelopeOf(AnnouncementsSchema) } } },
    // Public call: a member's token, when sent and valid, fills the read state of the notices.
    async (req) => {
      const list = await listAnnouncements(app.db, req.merchant, req.query);
      return ok(await withReadState(app.db, req.merchant, requestToken(req), list));
    },
  );

  app.get(
    CALLS.lotteryList.path,
    { schema: { tags, response: { 200: envelopeOf(LotteryGameListSchema) } } },
    async (req) => ok(await lotteryList(app.db, req.merchant, req.language, false, cache)),
  );
  app.get(
    CALLS.lotteryPopular.path,
    { schema: { tags, response: { 200: envelopeOf(LotteryGameListSchema) } } },
    async (req) => ok(await lotteryList(app.db, req.merchant, req.language, true, cache)),
  );
  app.get(
    CALLS.lotteryMenu.path,
    { schema: { tags, response: { 200: envelopeOf(LotteryMenuSchema) } } },
    async (req) => ok(await lotteryMenu(app.db, req.merchant, req.language, cache)),
  );
  app.get(
    CALLS.lotteryNumero.path,
    { ...member, schema: { tags, querystring: NumeroQuerySchema, response: { 200: envelopeOf(NumeroSchema) } } },
    async (req) => ok(await lotteryNumero(app.db, req.merchant, req.auth.memberId, req.query.gameId)),
  );

  // The opened draw of a game: in the in-house lottery every member has their own next draw.
  app.get(
    CALLS.lotteryOpenedNumero.path,
    { ...member, schema: { tags, querystring: NumeroQuerySchema, response: { 200: envelopeOf(NumeroSchema) } } },
    async (req) => ok(await lotteryNumero(app.db, req.merchant, req.auth.memberId, req.query.gameId)),
  );
  app.get(
    CALLS.lotteryMenuRecent.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(LotteryGameListSchema) } } },
    async (req) => ok(await lotteryRecent(app.db, req.merchant, req.auth.memberId, req.language)),
  );

  app.get(
    CALLS.inhouseState.path,
    { schema: { tags, response: { 200: envelopeOf(InhouseStateSchema) } } },
    // The ticket comes in a header, never in the query (URLs are logged); none -> NOT_LOGGED_IN, dead -> SESSION_EXPIRED.
    async (req) => ok(await getState(app.db, req.merchant, headerValue(req, GAME_TICKET_HEADER, 128))),
  );
  app.post(
    CALLS.inhouseBet.path,
    { schema: { tags, body: InhouseBetBodySchema, response: { 200: envelopeOf(InhouseRoundSchema) } } },
    async (req) => ok(await placeInhouseBet(app.db, req.merchant, req.body)),
  );
};

const FILE = /^[\w.-]{1,80}\.svg$/;
const ART_CACHE = 'public, max-age=86400';
const HTML_HEADERS = { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' };

/**
 * Routes outside /wps: the catalogue's generated art under the default image CDN path, and the in-house game pages
 * (opened in a frame, so they resolve the merchant from their query, not from headers).
 */
export const gamePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchantOf = async (code: string) => {
    const merchant = await app.tenants.byCode(code.toLowerCase());
    if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
    return merchant;
  };

  app.get(
    '/static/images/:merchant/games/:vendor/:file',
    { helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32), vendor: z.string().max(30), file: z.string().max(90) }) } },
    async (req, reply) => {
      const { merchant: code, vendor, file } = req.params;
      const merchant = await merchantOf(code);
      // Only SVG art is generated here; a vendor's raster file that was never delivered is a real 404.
      const game = FILE.test(file) ? await gameRepo.iconExists(app.db, merchant.id, vendor, file) : null;
      if (!game || code !== merchant.code.toUpperCase()) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', ART_CACHE).type('image/svg+xml').send(gameIconSvg(game.name, game.vendor));
    },
  );

  app.get(
    '/static/images/:merchant/banners/:file',
    { helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(90) }) } },
    async (req, reply) => {
      const merchant = await merchantOf(req.params.merchant);
      const [banner] = FILE.test(req.params.file)
        ? await app.db
            .select()
            .from(notices)
            .where(and(eq(notices.merchantId, merchant.id), eq(notices.imageUrl, req.params.file)))
            .limit(1)
        : [];
      if (!banner) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', ART_CACHE).type('image/svg+xml').send(bannerSvg(banner.title));
    },
  );

  // The client frames these pages: only our own origin may (every other answer says frame-ancestors 'none').
  const framed = framedPageHelmet(app.config);
  servePageAssets(app, GAME_PAGE_ASSETS);

  // No credential in these URLs: the launch answer gives the ticket in the fragment, which the page's script reads.
  const pageQuery = z.object({
    merchant: z.string().max(32).optional(),
    lang: z.string().max(8).optional(),
    merchantCode: z.string().max(32).optional(),
    css: z.string().max(40).optional(),
    prize_mode: z.string().max(10).optional(),
    language: z.string().max(8).optional(),
  });

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

  app.get(
    '/wps/inhouse/play/:gameCode',
    { helmet: framed, schema: { hide: true, params: z.object({ gameCode: z.string().max(40) }), querystring: pageQuery } },
    async (req, reply) => {
      const q = req.query;
      const html = await page(q.merchant, q.lang, (m) => gameRepo.byCode(app.db, m, 'INHOUSE', req.params.gameCode));
      return reply.headers(HTML_HEADERS).send(html);
    },
  );

  // The lottery h5 page of part 1 s2, as the launch call answers it for an in-house lottery (merchant code, css name,
  // prize mode; the ticket in the fragment).
  app.get(
    '/m/lotto-h5/:mui/:playType/games/:gameId',
    {
      helmet: framed,
      schema: {
        hide: true,
        params: z.object({ mui: z.string().max(32), playType: z.enum(['ent', 'trad']), gameId: z.string().regex(/^\d{1,10}$/) }),
        querystring: pageQuery,
      },
    },
    async (req, reply) => {
      const q = req.query;
      const html = await page(q.merchantCode ?? req.params.mui, q.language ?? q.lang, (m) => gameRepo.byId(app.db, m, Number(req.params.gameId)));
      return reply.headers(HTML_HEADERS).send(html);
    },
  );
};
