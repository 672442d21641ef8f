import type { Rng } from './live-kit.js';

/** Punto banco as dealt from an 8-deck shoe, with the standard third-card tableau. */

export interface Card {
  /** 1 (ace) .. 13 (king). */
  rank: number;
  /** 0..3: spades, hearts, diamonds, clubs. */
  suit: number;
}
export type BaccaratWinner = 'P' | 'B' | 'T';
export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

const DECKS = 8;
const value = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: readonly Card[]) => cards.reduce((s, c) => s + value(c), 0) % 10;

/** Whether the banker draws, by its two-card total and the player's third card (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = value(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Plays a hand from cards in dealing order (player, banker, player, banker, then the third cards as drawn). */
export function playBaccarat(deal: readonly Card[]): BaccaratHand {
  let next = 0;
  const take = (): Card => {
    const c = deal[next++];
    if (!c) throw new Error('baccarat: shoe ran out of cards');
    return c;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    const playerThird = total(player) <= 5 ? take() : null;
    if (playerThird) player.push(playerThird);
    if (bankerDraws(total(banker), playerThird)) banker.push(take());
  }
  const [pt, bt] = [total(player), total(banker)];
  return {
    player,
    banker,
    playerTotal: pt,
    bankerTotal: bt,
    winner: pt > bt ? 'P' : bt > pt ? 'B' : 'T',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  };
}

/** Six cards drawn without replacement from a full 8-deck shoe (a hand uses at most six). */
export function dealBaccarat(rng: Rng): BaccaratHand {
  const taken = new Set<number>();
  const cards: Card[] = [];
  while (cards.length < 6) {
    const i = rng.int(52 * DECKS);
    if (taken.has(i)) continue;
    taken.add(i);
    cards.push({ rank: (i % 13) + 1, suit: Math.floor(i / 13) % 4 });
  }
  return playBaccarat(cards);
}

/**
 * What a stake on a spot returns (stake included; 0 = lost): player 1:1, banker 0.95:1 (the 5 % commission rounded
 * down to the cent), tie 8:1, either pair 11:1; player and banker stakes are pushed back on a tie.
 */
export function baccaratReturn(spot: BaccaratSpot, stake: bigint, hand: BaccaratHand): bigint {
  switch (spot) {
    case 'player':
      return hand.winner === 'P' ? stake * 2n : hand.winner === 'T' ? stake : 0n;
    case 'banker':
      return hand.winner === 'B' ? stake + (stake * 95n) / 100n : hand.winner === 'T' ? stake : 0n;
    case 'tie':
      return hand.winner === 'T' ? stake * 9n : 0n;
    case 'playerPair':
      return hand.playerPair ? stake * 12n : 0n;
    case 'bankerPair':
      return hand.bankerPair ? stake * 12n : 0n;
  }
}
