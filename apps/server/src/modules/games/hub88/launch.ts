import type { FastifyInstance } from 'fastify';
import { HUB88_AGGREGATOR_PATHS, Hub88GameUrlAnswerSchema, hub88SubPartnerId, localeTag, type Hub88GameUrlRequest, type LanguageCode } from '@wps/contract';
import { sha256Hex } from '../../../platform/crypto.js';
import { issueTicket } from '../inhouse/service.js';
import type { VendorAdapter } from '../vendors.js';
import { callAggregator } from './aggregator-client.js';
import { ticketLookupRepo } from './repo.js';
import { wireUser } from './wire.js';

/** Where the aggregator's game sends the player back to, on the site's origin (Hub88 asks for an absolute URL). */
const LOBBY_PATH = '/m/home';

/**
 * Hub88's `lang` is ISO 639-1: our language codes are the original platform's (CN, TY, ...), so the primary subtag
 * of each one's locale is sent ("zh", "fil" -> "tl": Filipino has no two-letter code, Tagalog's stands for it).
 */
export function hub88Language(code: LanguageCode): string {
  const primary = localeTag(code).split('-')[0]!.toLowerCase();
  return primary === 'fil' ? 'tl' : primary;
}

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
      sub_partner_id: hub88SubPartnerId(ctx.merchant.id),
      lobby_url: new URL(LOBBY_PATH, ctx.origin ?? `https://${ctx.merchant.mainDomain}`).href,
      lang: hub88Language(ctx.language),
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
