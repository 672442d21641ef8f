import { TCG_LOTTERY_VENDORS, lottoH5Url, type PrizeMode } from '@wps/contract';
import type { ProviderRegistry } from '../../platform/providers.js';
import { issueTicket, type VendorAdapter } from '../games/index.js';
import { playTypeOf } from './periods.js';

/** Prize mode by the launch rules (part 1 s9): TCG_SEA always SEA; TCG_LOTTO_VN as the launch asked, else ELOTT. */
const prizeModeOf = (vendor: string, asked: string | undefined): PrizeMode =>
  vendor === 'TCG_SEA' ? 'SEA' : asked === 'LOTT' || asked === 'ELOTT' || asked === 'SEA' ? asked : 'ELOTT';

/**
 * The TCG lotteries are the platform's own draw periods and /lgw orders: launching one opens our lotto h5 page for
 * the game (the vendor's "lobby" code names no other game), with a launch ticket in the URL fragment like the
 * in-house page, never in the query.
 */
export const tcgLotteryAdapter: VendorAdapter = {
  async launch(ctx) {
    const ticket = await issueTicket(ctx.db, { merchantId: ctx.merchant.id, memberId: ctx.memberId, sessionId: ctx.sessionId, gameId: ctx.game.id });
    const page = lottoH5Url({
      mui: ctx.merchant.code,
      playType: playTypeOf(ctx.game),
      gameId: String(ctx.game.id),
      merchantCode: ctx.merchant.code,
      prizeMode: prizeModeOf(ctx.vendor.code, ctx.prizeMode),
      language: ctx.language,
    });
    return { url: `${page}#${new URLSearchParams({ ticket }).toString()}` };
  },
};

/** Adds the TCG vendors' adapter to the games module's registry (registered before this module in MODULES). */
export function registerTcgAdapters(vendors: ProviderRegistry<VendorAdapter>): void {
  for (const code of TCG_LOTTERY_VENDORS) if (!vendors.has(code)) vendors.register(code, tcgLotteryAdapter);
}
