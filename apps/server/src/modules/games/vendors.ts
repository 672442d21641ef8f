import { ErrorCode, INHOUSE_VENDOR, LOTTERY_TYPES, lotteryPlayType, lottoH5Url, type LanguageCode } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { issueTicket } from './inhouse/service.js';
import type { CatalogueGame } from './repo.js';

export interface LaunchContext {
  db: Db;
  merchant: Merchant;
  memberId: number;
  /** The launching session: the ticket is bound to it. */
  sessionId: number;
  game: CatalogueGame;
  language: LanguageCode;
  /** From the launch query: prize mode (SEA, ELOTT, LOTT) and code (lobby or a game code). */
  prizeMode?: string;
  code?: string;
}

/**
 * What the platform needs from a game vendor. Money never goes through here: vendors bet and settle through the
 * seamless wallet (seamless-wallet.ts) with their round ids.
 */
export interface VendorAdapter {
  launchUrl(ctx: LaunchContext): Promise<string>;
}

const ticketOf = (ctx: LaunchContext) =>
  issueTicket(ctx.db, { merchantId: ctx.merchant.id, memberId: ctx.memberId, sessionId: ctx.sessionId, gameId: ctx.game.id });

/**
 * The built-in vendor: its pages are served by this server and bet with a launch ticket. The ticket travels in the
 * URL fragment, which browsers never send to a server (so it stays out of access logs, proxies and Referer); the
 * page reads it, drops it from its address and sends it in a header or body. Lotteries open the lotto h5 page.
 */
export const inhouseAdapter: VendorAdapter = {
  async launchUrl(ctx) {
    const fragment = `#${new URLSearchParams({ ticket: await ticketOf(ctx) }).toString()}`;
    if (LOTTERY_TYPES.includes(ctx.game.gameType)) {
      const page = lottoH5Url({
        mui: ctx.merchant.code,
        playType: lotteryPlayType(ctx.game.lottoMode),
        gameId: String(ctx.game.id),
        merchantCode: ctx.merchant.code,
        prizeMode: ctx.prizeMode ?? 'LOTT',
        language: ctx.language,
      });
      return `${page}${fragment}`;
    }
    const q = new URLSearchParams({ merchant: ctx.merchant.code, lang: ctx.language });
    return `/wps/inhouse/play/${encodeURIComponent(ctx.game.gameCode)}?${q.toString()}${fragment}`;
  },
};

/**
 * A connected third-party vendor: its launch endpoint gets the game, language and a ticket naming the player. The
 * ticket is in the query because that is what this simple launch protocol asks for (the vendor's server reads it);
 * it is as short-lived and session-bound as an in-house one. The Hub88 protocol will replace this.
 */
export function remoteAdapter(launchUrl: string): VendorAdapter {
  return {
    async launchUrl(ctx) {
      const ticket = await ticketOf(ctx);
      const url = new URL(launchUrl);
      url.searchParams.set('gameCode', ctx.code && ctx.code !== ctx.game.gameCode ? ctx.code : ctx.game.gameCode);
      url.searchParams.set('lang', ctx.language);
      url.searchParams.set('ticket', ticket);
      if (ctx.prizeMode) url.searchParams.set('prizeMode', ctx.prizeMode);
      return url.toString();
    },
  };
}

/** The adapter of a vendor, or FORBIDDEN ("temporarily unavailable") for a vendor not connected to this server. */
export function adapterFor(vendorCode: string, launchUrl: string | null): VendorAdapter {
  if (vendorCode === INHOUSE_VENDOR) return inhouseAdapter;
  if (launchUrl) return remoteAdapter(launchUrl);
  throw new AppError(ErrorCode.FORBIDDEN, { detail: `vendor ${vendorCode} is not connected` });
}
