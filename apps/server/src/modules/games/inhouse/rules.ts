import { LOTTO_DIGITS, LOTTO_PAY_TENTHS, SLOT_PAYS, SLOT_SYMBOLS, SLOT_TWO_CHERRIES, SLOT_WEIGHTS, type SlotSymbol } from '@wps/contract';
import { fairFloat } from './fair.js';

/** The in-house games' draws: pure functions of the fair bytes, the stake and the player's pick (odds: the contract). */
export interface Outcome {
  /** Payout in minor units (0 when lost). */
  payout: bigint;
  detail: Record<string, unknown>;
}

function slotSymbol(u: number): SlotSymbol {
  let x = u * 100;
  for (const s of SLOT_SYMBOLS) {
    x -= SLOT_WEIGHTS[s];
    if (x < 0) return s;
  }
  return SLOT_SYMBOLS[0];
}

export function playSlot(bytes: Buffer, stake: bigint): Outcome {
  const reels = [0, 1, 2].map((i) => slotSymbol(fairFloat(bytes, i)));
  const [a, b, c] = reels as [SlotSymbol, SlotSymbol, SlotSymbol];
  let multiplier = 0n;
  if (a === b && b === c) multiplier = BigInt(SLOT_PAYS[a]);
  else if (a === 'cherry' && b === 'cherry') multiplier = BigInt(SLOT_TWO_CHERRIES);
  return { payout: stake * multiplier, detail: { reels, multiplier: Number(multiplier) } };
}

/** Dice: a roll 0-99; "over:N" wins above N, "under:N" below N; pays 99 / chance (1% edge). */
export function playDice(bytes: Buffer, stake: bigint, pick: { dir: 'over' | 'under'; target: number }): Outcome {
  const roll = Math.floor(fairFloat(bytes, 0) * 100);
  const chance = pick.dir === 'over' ? 99 - pick.target : pick.target;
  const win = pick.dir === 'over' ? roll > pick.target : roll < pick.target;
  return { payout: win ? (stake * 99n) / BigInt(chance) : 0n, detail: { roll, ...pick, chance } };
}

/** Quick lotto: one digit 0-9 is drawn; the right digit pays 9.5x. */
export function playLotto(bytes: Buffer, stake: bigint, digit: number): Outcome {
  const drawn = Math.floor(fairFloat(bytes, 0) * LOTTO_DIGITS);
  return { payout: drawn === digit ? (stake * BigInt(LOTTO_PAY_TENTHS)) / 10n : 0n, detail: { drawn, pick: digit } };
}
