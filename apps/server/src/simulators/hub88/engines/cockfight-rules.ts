import type { Rng } from './live-kit.js';

/**
 * Sabong (DS88): meron (the red corner, usually the favourite) against wala (blue), or a draw. The favourite of a
 * fight pays 0.90:1, the other side 0.95:1, a draw 8:1; a draw gives meron and wala stakes back. The chances are set
 * so both sides return the same to a player: P(draw) = 10 %, and the favourite wins 1.95 / 3.85 of the rest.
 */

export const COCKFIGHT_SIDES = ['meron', 'wala', 'draw'] as const;
export type CockfightSide = (typeof COCKFIGHT_SIDES)[number];

/** Odds in hundredths of the stake won (90 = 0.90:1). */
export const FAVOURITE_ODDS = 90;
export const UNDERDOG_ODDS = 95;
export const DRAW_ODDS = 800;
/** Per 10 000 fights. */
export const DRAW_CHANCE = 1000;
const FAVOURITE_CHANCE = Math.round((9000 * (100 + UNDERDOG_ODDS)) / (200 + FAVOURITE_ODDS + UNDERDOG_ODDS));

export interface Fight {
  /** Which corner the book favours (pays the lower odds). */
  favourite: 'meron' | 'wala';
  odds: Record<CockfightSide, number>;
  winner: CockfightSide;
}

/** A fight's odds and result: the favourite is a coin toss, then the result by the published chances. */
export function drawFight(rng: Rng): Fight {
  const favourite = rng.int(2) === 0 ? 'meron' : 'wala';
  const underdog = favourite === 'meron' ? 'wala' : 'meron';
  const roll = rng.int(10_000);
  const winner: CockfightSide = roll < DRAW_CHANCE ? 'draw' : roll < DRAW_CHANCE + FAVOURITE_CHANCE ? favourite : underdog;
  return {
    favourite,
    odds: { [favourite]: FAVOURITE_ODDS, [underdog]: UNDERDOG_ODDS, draw: DRAW_ODDS } as Record<CockfightSide, number>,
    winner,
  };
}

/** What a stake on a side returns (stake included; 0 = lost): a draw refunds meron and wala. */
export function cockfightReturn(side: CockfightSide, stake: bigint, fight: Fight): bigint {
  if (fight.winner === side) return stake + (stake * BigInt(fight.odds[side])) / 100n;
  if (fight.winner === 'draw') return stake;
  return 0n;
}

/** The chance (per 10 000) of each result, given the favourite: for the tests and the page's info. */
export function fightChances(favourite: 'meron' | 'wala'): Record<CockfightSide, number> {
  const rest = 10_000 - DRAW_CHANCE - FAVOURITE_CHANCE;
  return favourite === 'meron'
    ? { meron: FAVOURITE_CHANCE, wala: rest, draw: DRAW_CHANCE }
    : { meron: rest, wala: FAVOURITE_CHANCE, draw: DRAW_CHANCE };
}
