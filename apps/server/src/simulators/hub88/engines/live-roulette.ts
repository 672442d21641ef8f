/**
 * European roulette (single zero). Every bet spot is the set of numbers it covers; a winning stake returns
 * 36 / covered times the stake (straight 35:1, split 17:1, street and trio 11:1, corner and first four 8:1, line 5:1,
 * dozen and column 2:1, even chances 1:1), so every spot returns 36/37 of the stakes on average. Zero loses the even
 * chances (no la partage).
 */

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's order, clockwise from zero (for the page's wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);

/**
 * Every spot by its key, as the page names it: "straight:17", "split:17,20", "street:13", "trio:0,1,2", "corner:13"
 * (13,14,16,17), "corner:0" (first four), "line:13" (13-18), "dozen:2", "column:3", "red", "black", "odd", "even",
 * "low", "high". On the layout, n and n+1 sit side by side unless n is a multiple of 3; n and n+3 are next rows.
 */
function buildSpots(): ReadonlyMap<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (const n of range(0, 36)) spots.set(`straight:${n}`, [n]);
  for (const n of ONE_TO_36) {
    if (n % 3 !== 0) spots.set(`split:${n},${n + 1}`, [n, n + 1]);
    if (n + 3 <= 36) spots.set(`split:${n},${n + 3}`, [n, n + 3]);
  }
  for (const n of [1, 2, 3]) spots.set(`split:0,${n}`, [0, n]);
  for (let k = 0; k < 12; k++) spots.set(`street:${3 * k + 1}`, range(3 * k + 1, 3 * k + 3));
  spots.set('trio:0,1,2', [0, 1, 2]);
  spots.set('trio:0,2,3', [0, 2, 3]);
  for (const n of range(1, 32)) if (n % 3 !== 0) spots.set(`corner:${n}`, [n, n + 1, n + 3, n + 4]);
  spots.set('corner:0', [0, 1, 2, 3]);
  for (let k = 0; k < 11; k++) spots.set(`line:${3 * k + 1}`, range(3 * k + 1, 3 * k + 6));
  for (const d of [1, 2, 3]) spots.set(`dozen:${d}`, range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3]) spots.set(`column:${c}`, ONE_TO_36.filter((n) => n % 3 === c % 3));
  spots.set('red', ONE_TO_36.filter((n) => RED_NUMBERS.has(n)));
  spots.set('black', ONE_TO_36.filter((n) => !RED_NUMBERS.has(n)));
  spots.set('odd', ONE_TO_36.filter((n) => n % 2 === 1));
  spots.set('even', ONE_TO_36.filter((n) => n % 2 === 0));
  spots.set('low', range(1, 18));
  spots.set('high', range(19, 36));
  return spots;
}
export const ROULETTE_SPOTS = buildSpots();

/** What a stake on a spot returns when the ball lands on `n` (stake included; 0 = lost). Unknown spot: null. */
export function rouletteReturn(spot: string, stake: bigint, n: number): bigint | null {
  const covered = ROULETTE_SPOTS.get(spot);
  if (!covered) return null;
  return covered.includes(n) ? (stake * 36n) / BigInt(covered.length) : 0n;
}

export const rouletteColour = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');
