import { ErrorCode, INHOUSE_VENDOR, type LanguageCode } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { issueTicket } from './inhouse/service.js';
import type { CatalogueGame } from './repo.js';

export interface LaunchContext {
  db: Db;
  merchant: Merchant;
  memberId: number;
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

/** The built-in vendor: its pages are served by this server and bet with a launch ticket. */
export const inhouseAdapter: VendorAdapter = {
  async launchUrl(ctx) {
    const ticket = await issueTicket(ctx.db, ctx.merchant.id, ctx.memberId, ctx.game.id);
    const q = new URLSearchParams({ ticket, merchant: ctx.merchant.code, lang: ctx.language });
    return `/wps/inhouse/play/${encodeURIComponent(ctx.game.gameCode)}?${q.toString()}`;
  },
};

/** A connected third-party vendor: its launch endpoint gets the game, language and a ticket naming the player. */
export function remoteAdapter(launchUrl: string): VendorAdapter {
  return {
    async launchUrl(ctx) {
      const ticket = await issueTicket(ctx.db, ctx.merchant.id, ctx.memberId, ctx.game.id);
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
