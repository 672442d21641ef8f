import { createHash } from 'node:crypto';

/**
 * The math of a simulated slot, derived from its game code so every catalogue slot has its own reels and paytable:
 * 5 reels, 3 rows, fixed pay lines, left-to-right line pays of 3, 4 or 5 of a kind. Pays are in tenths of the line
 * bet (a total stake S on L lines pays S * tenths / (10 L)). The RTP is computed exactly from the strips and the
 * paytable: a line's symbols are independent uniform picks of each reel's strip, so every line has the same
 * expected pay, and the RTP is that expectation over the line bet.
 */

export const REELS = 5;
export const ROWS = 3;
/** Rows (0 top .. 2 bottom) per reel of each pay line. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const RTP_MIN = 0.94;
export const RTP_MAX = 0.97;

export interface SlotMath {
  /** Symbol ids 0..n-1 per reel position. */
  strips: number[][];
  /** pays[symbol] = tenths of the line bet for [3, 4, 5] of a kind. */
  pays: [number, number, number][];
  lines: number;
  rtp: number;
}

/** A small deterministic generator from a text (the game code): the same code gives the same game. */
export function codeRng(code: string): () => number {
  let state = createHash('sha256').update(code).digest().readUInt32BE(0) || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

/** Probability that a line shows exactly `k` (3..5) of symbol `s` from the left. */
function kindProbabilities(strips: number[][], s: number): [number, number, number] {
  const p = strips.map((strip) => strip.filter((x) => x === s).length / strip.length);
  const run = (k: number) => p.slice(0, k).reduce((a, b) => a * b, 1);
  return [run(3) * (1 - p[3]!), run(4) * (1 - p[4]!), run(5)];
}

/** The exact RTP (expected line pay over the line bet) and the variance of one line's pay, in line bets. */
export function exactLineStats(m: Pick<SlotMath, 'strips' | 'pays'>): { rtp: number; variance: number } {
  let mean = 0;
  let square = 0;
  m.pays.forEach((pay, s) => {
    const probs = kindProbabilities(m.strips, s);
    probs.forEach((q, i) => {
      const x = pay[i]! / 10;
      mean += q * x;
      square += q * x * x;
    });
  });
  return { rtp: mean, variance: square - mean * mean };
}

/** The slot of a game code: symbol count, strips and paytable, tuned until its exact RTP is within 94-97 %. */
export function slotMath(code: string): SlotMath {
  const rnd = codeRng(code);
  const symbols = 6 + Math.floor(rnd() * 3);
  // Low symbols are common, high ones rare; each reel gets its own jitter.
  const weights = Array.from({ length: symbols }, (_, s) => Math.max(1, Math.round((symbols - s) * 1.6 + rnd() * 2)));
  const strips = Array.from({ length: REELS }, () => {
    const strip: number[] = [];
    weights.forEach((w, s) => {
      const n = Math.max(1, w + Math.floor(rnd() * 3) - 1);
      for (let i = 0; i < n; i++) strip.push(s);
    });
    // A fixed shuffle of the strip (only its counts matter to the math, its order to the look).
    for (let i = strip.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [strip[i], strip[j]] = [strip[j]!, strip[i]!];
    }
    return strip;
  });
  // Raw pays grow with rarity; then scaled so the RTP lands on a target inside the published band.
  const raw = Array.from({ length: symbols }, (_, s) => {
    const base = 2 + s * (1.5 + rnd());
    return [base, base * 3, base * 8] as const;
  });
  const target = 0.948 + rnd() * 0.015;
  const rawRtp = exactLineStats({ strips, pays: raw.map((r) => [r[0] * 10, r[1] * 10, r[2] * 10]) }).rtp;
  let scale = target / rawRtp;
  for (let attempt = 0; attempt < 40; attempt++) {
    const pays = raw.map((r) => r.map((x) => Math.max(1, Math.round(x * scale * 10))) as [number, number, number]);
    const { rtp } = exactLineStats({ strips, pays });
    if (rtp >= RTP_MIN && rtp <= RTP_MAX) return { strips, pays, lines: LINES.length, rtp };
    scale *= target / rtp;
  }
  throw new Error(`slot ${code}: no paytable in the RTP band`);
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** Tenths of the line bet. */
  tenths: number;
}

/** The 3x5 window (window[reel][row]) of reel stops. */
export const windowOf = (m: Pick<SlotMath, 'strips'>, stops: readonly number[]): number[][] =>
  m.strips.map((strip, r) => Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!));

/** The line wins of a window. */
export function lineWins(m: Pick<SlotMath, 'pays'>, window: readonly (readonly number[])[]): LineWin[] {
  const wins: LineWin[] = [];
  LINES.forEach((rows, line) => {
    const first = window[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && window[count]![rows[count]!] === first) count++;
    if (count >= 3) wins.push({ line, symbol: first, count, tenths: m.pays[first]![count - 3]! });
  });
  return wins;
}

/** The payout of a total stake (minor units) for these wins: rounded down to the minor unit. */
export const payoutMinor = (stakeMinor: bigint, wins: readonly LineWin[], lines = LINES.length): bigint =>
  (stakeMinor * BigInt(wins.reduce((a, w) => a + w.tenths, 0))) / BigInt(lines * 10);
