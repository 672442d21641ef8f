import { ErrorCode, INHOUSE_VENDOR, LOTTERY_TYPES, lotteryPlayType, lottoH5Url, type LanguageCode, type LaunchResult } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, VendorIntegration } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { ProviderRegistry } from '../../platform/providers.js';
import { issueTicket } from './inhouse/service.js';
import type { CatalogueGame, VendorRow } from './repo.js';

// Game vendors behind one interface (issue 10 item 5): the registry `app.providers.vendors`, added by the games
// module. An adapter only launches: money never goes through it. Vendors bet and settle through the seamless wallet
// (seamless-wallet.ts) with their round ids, whichever adapter launched the game.

declare module '../../platform/providers.js' {
  interface ProviderRegistries {
    /** Game vendors: `INHOUSE` (the in-house studio) and `launch-url` (a vendor connected by its launch URL). */
    vendors: ProviderRegistry<VendorAdapter>;
  }
}

export interface LaunchContext {
  db: Db;
  merchant: Merchant;
  /** The merchant's vendor row of the game (enabled): its code, and its launch URL when it has one. */
  vendor: VendorRow;
  memberId: number;
  /** The launching session: the ticket is bound to it. */
  sessionId: number;
  game: CatalogueGame;
  language: LanguageCode;
  /** From the launch query: prize mode (SEA, ELOTT, LOTT) and code (lobby or a game code). */
  prizeMode?: string;
  code?: string;
  /** The merchant's aggregator connection of the vendor (enabled), when the game launches through the aggregator. */
  integration?: VendorIntegration;
  /** The site's origin (PUBLIC_URL, else the one the player called): where a game opened elsewhere sends them back. */
  origin?: string;
}

/** What the platform needs from a game vendor: the address the member's game opens at, with its credential. */
export interface VendorAdapter {
  launch(ctx: LaunchContext): Promise<LaunchResult>;
}

/** The key of the adapter of vendors connected by a launch URL (game_vendors.launch_url). */
export const LAUNCH_URL_ADAPTER = 'launch-url';
/** The key of the adapter of vendors connected through the Hub88 aggregator (a vendor_integrations row). */
export const HUB88_ADAPTER = 'hub88';

const ticketOf = (ctx: LaunchContext) =>
  issueTicket(ctx.db, { merchantId: ctx.merchant.id, memberId: ctx.memberId, sessionId: ctx.sessionId, gameId: ctx.game.id });

/**
 * The built-in vendor: its pages are served by this server and bet with a launch ticket. The ticket travels in the
 * URL fragment, which browsers never send to a server (so it stays out of access logs, proxies and Referer); the
 * page reads it, drops it from its address and sends it in a header or body. Lotteries open the lotto h5 page.
 */
export const inhouseAdapter: VendorAdapter = {
  async launch(ctx) {
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
      return { url: `${page}${fragment}` };
    }
    const q = new URLSearchParams({ merchant: ctx.merchant.code, lang: ctx.language });
    return { url: `/wps/inhouse/play/${encodeURIComponent(ctx.game.gameCode)}?${q.toString()}${fragment}` };
  },
};

/**
 * A third-party vendor connected by its launch URL: the endpoint gets the game, language and a ticket naming the
 * player. The ticket is in the query because that is what this simple launch protocol asks for (the vendor's server
 * reads it); it is as short-lived and session-bound as an in-house one. The Hub88 protocol will replace this.
 */
export const launchUrlAdapter: VendorAdapter = {
  async launch(ctx) {
    if (!ctx.vendor.launchUrl) throw notConnected(ctx.vendor.code);
    const ticket = await ticketOf(ctx);
    const url = new URL(ctx.vendor.launchUrl);
    url.searchParams.set('gameCode', ctx.code && ctx.code !== ctx.game.gameCode ? ctx.code : ctx.game.gameCode);
    url.searchParams.set('lang', ctx.language);
    url.searchParams.set('ticket', ticket);
    if (ctx.prizeMode) url.searchParams.set('prizeMode', ctx.prizeMode);
    return { url: url.toString() };
  },
};

/** The registry of game vendor adapters: the in-house studio under its vendor code, and the launch-URL protocol. */
export const vendorAdapters = (): ProviderRegistry<VendorAdapter> =>
  new ProviderRegistry<VendorAdapter>('vendor').register(INHOUSE_VENDOR, inhouseAdapter).register(LAUNCH_URL_ADAPTER, launchUrlAdapter);

/** VENDOR_DISABLED (a clear, translated message): a vendor switched off or not connected to this server. */
const notConnected = (vendorCode: string) => new AppError(ErrorCode.VENDOR_DISABLED, { detail: `vendor ${vendorCode} is not connected` });

/**
 * The adapter of a vendor: one registered under the vendor's code (the in-house studio, the lotteries), else the
 * aggregator when the merchant has an integration of the vendor (VENDOR_DISABLED when it is switched off), else the
 * launch-URL adapter when the vendor has a launch URL, else VENDOR_DISABLED for a vendor not connected here.
 */
export function adapterFor(
  adapters: ProviderRegistry<VendorAdapter>,
  vendor: Pick<VendorRow, 'code' | 'launchUrl'>,
  integration?: Pick<VendorIntegration, 'enabled'> | null,
): VendorAdapter {
  if (adapters.has(vendor.code)) return adapters.get(vendor.code);
  if (integration) {
    if (!integration.enabled || !adapters.has(HUB88_ADAPTER)) throw notConnected(vendor.code);
    return adapters.get(HUB88_ADAPTER);
  }
  if (vendor.launchUrl) return adapters.get(LAUNCH_URL_ADAPTER);
  throw notConnected(vendor.code);
}
