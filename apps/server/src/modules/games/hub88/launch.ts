import type { FastifyInstance } from 'fastify';
import { HUB88_AGGREGATOR_PATHS, Hub88GameUrlAnswerSchema, type Hub88GameUrlRequest } from '@wps/contract';
import { sha256Hex } from '../../../platform/crypto.js';
import { issueTicket } from '../inhouse/service.js';
import type { VendorAdapter } from '../vendors.js';
import { callAggregator } from './aggregator-client.js';
import { ticketLookupRepo } from './repo.js';
import { wireUser } from './wire.js';

/** Where the aggregator's game sends the player back to. */
const LOBBY_URL = '/m/home';

/**
 * Vendors connected through the Hub88 aggregator (seamless and transfer mode alike): a launch ticket becomes the
 * wire token, the signed game-URL call asks the aggregator where the game opens, and its URL is the answer as the
 * aggregator gave it. A failed call drops the ticket, so a refused launch leaves nothing behind.
 */
export const hub88Adapter = (app: FastifyInstance): VendorAdapter => ({
  async launch(ctx) {
    const integration = ctx.integration;
    if (!integration) throw new Error('hub88 adapter without an integration');
    const token = await issueTicket(ctx.db, { merchantId: ctx.merchant.id, memberId: ctx.memberId, sessionId: ctx.sessionId, gameId: ctx.game.id });
    const request: Hub88GameUrlRequest = {
      user: wireUser(ctx.memberId),
      token,
      platform: 'GPL_MOBILE',
      operator_id: integration.operatorId,
      lobby_url: LOBBY_URL,
      lang: ctx.language.slice(0, 5),
      game_code: ctx.game.gameCode,
      currency: integration.currency,
    };
    try {
      const { url } = await callAggregator(app, integration, HUB88_AGGREGATOR_PATHS.gameUrl, request, Hub88GameUrlAnswerSchema);
      return { url };
    } catch (err) {
      await ticketLookupRepo.drop(ctx.db, ctx.merchant.id, sha256Hex(token));
      throw err;
    }
  },
});
