import { randomInt } from 'node:crypto';

/** A random whole number in [0, max): node's crypto source in production, a fixed sequence in tests. */
export type RandomInt = (max: number) => number;
export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

export interface Entry {
  memberId: number;
  tickets: number;
}

/**
 * Draws up to `slots` different members, each pick weighted by tickets: a number in [0, total tickets) lands in one
 * member's range of the cumulative counts; the winner leaves the pool, so a member wins at most one prize.
 */
export function pickWinners(entries: readonly Entry[], slots: number, random: RandomInt): Entry[] {
  const pool = entries.filter((e) => e.tickets > 0);
  const picked: Entry[] = [];
  while (picked.length < slots && pool.length) {
    const total = pool.reduce((s, e) => s + e.tickets, 0);
    let n = random(total);
    const i = pool.findIndex((e) => (n -= e.tickets) < 0);
    picked.push(...pool.splice(i, 1));
  }
  return picked;
}
