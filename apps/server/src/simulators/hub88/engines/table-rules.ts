// Card rules of the table studio (pure, tested): an 8-deck shoe, dragon-tiger and blackjack.

export const DECKS = 8;
export const SHOE = DECKS * 52;

/** Card index in the shoe -> rank 0 (ace) .. 12 (king) and suit 0..3. */
export const rankOf = (card: number): number => card % 13;
export const suitOf = (card: number): number => Math.floor(card / 13) % 4;

/** Draws a card not yet used from the shoe with a uniform pick in [0, remaining). */
export function drawCard(used: readonly number[], randomInt: (n: number) => number): number {
  const taken = new Set(used);
  let k = randomInt(SHOE - taken.size);
  for (let c = 0; c < SHOE; c++) {
    if (taken.has(c)) continue;
    if (k === 0) return c;
    k--;
  }
  throw new Error('shoe exhausted');
}

// ---- Dragon-tiger: one card each, ace low, king high; dragon / tiger pay 1:1, tie 8:1, a tie returns half of the
// dragon and tiger stakes ----

export const DT_SPOTS = ['dragon', 'tiger', 'tie'] as const;
export type DtSpot = (typeof DT_SPOTS)[number];

/** What a dragon-tiger round returns (stake included) for the stakes on each spot. */
export function dragonTigerReturn(stakes: Partial<Record<DtSpot, bigint>>, dragonCard: number, tigerCard: number): bigint {
  const [d, t] = [rankOf(dragonCard), rankOf(tigerCard)];
  const [dragon, tiger, tie] = [stakes.dragon ?? 0n, stakes.tiger ?? 0n, stakes.tie ?? 0n];
  if (d === t) return tie * 9n + dragon / 2n + tiger / 2n;
  return d > t ? dragon * 2n : tiger * 2n;
}

// ---- Blackjack: dealer stands on all 17s, blackjack pays 3:2, double on any first two cards (after a split too), a
// pair of equal value splits once, split aces take one card each ----

/** A card's value: an ace 11 (handTotal lowers it to 1 when needed), a face card 10. */
export const cardValue = (card: number): number => (rankOf(card) === 0 ? 11 : Math.min(10, rankOf(card) + 1));

/** The best total of a hand (aces 11 unless that busts) and whether an ace still counts 11. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    if (rankOf(c) === 0) aces++;
    total += cardValue(c);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

export const isBlackjack = (cards: readonly number[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

/** Two first cards of equal value (a pair, or two of ten, jack, queen, king) may be split. */
export const isPair = (cards: readonly number[]): boolean => cards.length === 2 && cardValue(cards[0]!) === cardValue(cards[1]!);

/** The dealer draws to 17 or more. */
export function dealerPlays(dealer: number[], used: number[], randomInt: (n: number) => number): void {
  while (handTotal(dealer).total < 17) {
    const c = drawCard(used, randomInt);
    used.push(c);
    dealer.push(c);
  }
}

export type BjOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/**
 * The outcome of a finished hand and what it returns (stake included) on its total stake. After a split, 21 on two
 * cards is not a blackjack: it pays 1:1.
 */
export function blackjackResult(
  player: readonly number[],
  dealer: readonly number[],
  totalStake: bigint,
  doubled: boolean,
  split = false,
): { outcome: BjOutcome; ret: bigint } {
  const p = handTotal(player).total;
  const d = handTotal(dealer).total;
  if (p > 21) return { outcome: 'bust', ret: 0n };
  const pBj = !doubled && !split && isBlackjack(player);
  const dBj = isBlackjack(dealer);
  if (pBj && dBj) return { outcome: 'push', ret: totalStake };
  if (pBj) return { outcome: 'blackjack', ret: (totalStake * 5n) / 2n };
  if (dBj) return { outcome: 'lose', ret: 0n };
  if (d > 21 || p > d) return { outcome: 'win', ret: totalStake * 2n };
  return p === d ? { outcome: 'push', ret: totalStake } : { outcome: 'lose', ret: 0n };
}
