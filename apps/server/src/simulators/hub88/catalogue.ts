import { demoVendorGames } from '../../seed/demo-games.js';
import type { StudioGame } from './engine.js';

/**
 * The aggregator's game list: the vendor games of the demo catalogue (the same generator the seed writes the lobby
 * from, so codes, names and stakes match). Not here: the in-house studio (first party, not behind the aggregator)
 * and the TCG lotteries (the platform's own /lgw orders).
 */
const NOT_AGGREGATED = new Set(['INHOUSE', 'TCG_SEA', 'TCG_LOTTO_VN']);

let cached: { list: readonly StudioGame[]; byCode: ReadonlyMap<string, StudioGame> } | null = null;

function catalogue() {
  if (!cached) {
    const list = demoVendorGames()
      .filter((g) => !NOT_AGGREGATED.has(g.vendor))
      .map<StudioGame>((g) => ({
        vendor: g.vendor,
        gameCode: g.gameCode,
        name: g.name,
        category: g.gameType,
        classify: g.classify,
        minBetMinor: g.minBet,
      }));
    cached = { list, byCode: new Map(list.map((g) => [g.gameCode, g])) };
  }
  return cached;
}

export const aggregatorGames = (): readonly StudioGame[] => catalogue().list;
export const aggregatorGame = (gameCode: string): StudioGame | null => catalogue().byCode.get(gameCode) ?? null;
/** The vendors (products) the aggregator carries. */
export const aggregatorVendors = (): string[] => [...new Set(catalogue().list.map((g) => g.vendor))];
