// Bingo rules of the bingo studio (pure, tested): a 5x5 card (B 1-15, I 16-30, N 31-45 with a free centre,
// G 46-60, O 61-75), 30 of the 75 balls drawn, patterns pay a multiple of the stake.

export const BALLS = 75;
export const DRAWN = 30;
/** Return (stake included) by completed lines (rows, columns, diagonals): 1, 2, 3 or more; four corners add theirs. */
export const LINE_PAYS = [0, 5, 15, 50] as const;
export const CORNERS_PAY = 4;

/** card[col][row]; the centre (2,2) is free (0). */
export type Card = number[][];

/** A card drawn with uniform picks: five distinct numbers per column from its 15. */
export function drawCardNumbers(randomInt: (n: number) => number): Card {
  return Array.from({ length: 5 }, (_, col) => {
    const pool = Array.from({ length: 15 }, (_, i) => col * 15 + i + 1);
    return Array.from({ length: 5 }, (_, row) => (col === 2 && row === 2 ? (pool.splice(randomInt(pool.length), 1), 0) : pool.splice(randomInt(pool.length), 1)[0]!));
  });
}

/** 30 distinct balls in draw order. */
export function drawBalls(randomInt: (n: number) => number): number[] {
  const pool = Array.from({ length: BALLS }, (_, i) => i + 1);
  return Array.from({ length: DRAWN }, () => pool.splice(randomInt(pool.length), 1)[0]!);
}

const cell = (col: number, row: number) => col * 5 + row;
const mask = (cells: number[]) => cells.reduce((m, c) => m | (1 << c), 0);
const LINE_MASKS = [
  ...Array.from({ length: 5 }, (_, r) => mask([0, 1, 2, 3, 4].map((c) => cell(c, r)))),
  ...Array.from({ length: 5 }, (_, c) => mask([0, 1, 2, 3, 4].map((r) => cell(c, r)))),
  mask([0, 1, 2, 3, 4].map((k) => cell(k, k))),
  mask([0, 1, 2, 3, 4].map((k) => cell(k, 4 - k))),
];
const CORNERS_MASK = mask([cell(0, 0), cell(4, 0), cell(0, 4), cell(4, 4)]);
const CENTRE = 1 << cell(2, 2);

/** The multiple of the stake a set of marked cells (bitmask, centre included) returns. */
export function patternPay(marked: number): { lines: number; corners: boolean; multiplier: number } {
  const lines = LINE_MASKS.filter((m) => (marked & m) === m).length;
  const corners = (marked & CORNERS_MASK) === CORNERS_MASK;
  return { lines, corners, multiplier: LINE_PAYS[Math.min(3, lines)]! + (corners ? CORNERS_PAY : 0) };
}

export function markedOf(card: Card, balls: readonly number[]): number {
  const drawn = new Set(balls);
  let m = CENTRE;
  card.forEach((col, c) => col.forEach((n, r) => (drawn.has(n) ? (m |= 1 << cell(c, r)) : undefined)));
  return m;
}

/** The published RTP: bingoRtp() computes it exactly (a second or two, so the test does it, not the page). */
export const BINGO_RTP = 0.953744;

/**
 * The exact RTP: only which of the card's 24 numbers are drawn matters, and a given set of k of them is exactly the
 * card's share of the draw with probability C(51, 30-k) / C(75, 30) (the other balls come from the 51 numbers not
 * on the card). Summed over the 2^24 sets.
 */
export function bingoRtp(): number {
  const lnC = (n: number, k: number) => {
    let s = 0;
    for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
    return s;
  };
  const total = lnC(BALLS, DRAWN);
  const pOf = Array.from({ length: 25 }, (_, k) => (DRAWN - k >= 0 && DRAWN - k <= BALLS - 24 ? Math.exp(lnC(BALLS - 24, DRAWN - k) - total) : 0));
  // The centre is cell 12: the 24 card numbers' bits are t's low 12 bits and the next 12 shifted over it.
  let rtp = 0;
  for (let t = 0; t < 1 << 24; t++) {
    const marked = (t & 0xfff) | ((t & 0xfff000) << 1) | CENTRE;
    let lines = 0;
    for (const m of LINE_MASKS) if ((marked & m) === m) lines++;
    const pay = LINE_PAYS[Math.min(3, lines)]! + ((marked & CORNERS_MASK) === CORNERS_MASK ? CORNERS_PAY : 0);
    if (pay === 0) continue;
    let k = t - ((t >>> 1) & 0x55555555);
    k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
    k = (((k + (k >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    rtp += pay * pOf[k]!;
  }
  return rtp;
}
