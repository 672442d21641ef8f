import { fairFloat } from './fair.js';

/** The in-house games' rules: pure functions of the fair bytes, the stake and the player's pick. */
export interface Outcome {
  /** Payout in minor units (0 when lost). */
  payout: bigint;
  detail: Record<string, unknown>;
}

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven'] as const;
type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const SLOT_WEIGHTS = [35, 30, 20, 10, 5];
/** Three of a kind pays this many times the stake; two cherries on the first reels pay 2x. */
const SLOT_PAYS: Record<SlotSymbol, bigint> = { cherry: 5n, lemon: 10n, bell: 20n, bar: 50n, seven: 100n };

function slotSymbol(u: number): SlotSymbol {
  let x = u * 100;
  for (let i = 0; i < SLOT_SYMBOLS.length; i += 1) {
    x -= SLOT_WEIGHTS[i]!;
    if (x < 0) return SLOT_SYMBOLS[i]!;
  }
  return SLOT_SYMBOLS[0];
}

export function playSlot(bytes: Buffer, stake: bigint): Outcome {
  const reels = [0, 1, 2].map((i) => slotSymbol(fairFloat(bytes, i)));
  const [a, b, c] = reels as [SlotSymbol, SlotSymbol, SlotSymbol];
  let multiplier = 0n;
  if (a === b && b === c) multiplier = SLOT_PAYS[a];
  else if (a === 'cherry' && b === 'cherry') multiplier = 2n;
  return { payout: stake * multiplier, detail: { reels, multiplier: Number(multiplier) } };
}

/** Dice: a roll 0-99; "over:N" wins above N, "under:N" below N; pays 99 / chance (1% edge). */
export function parseDicePick(pick: string): { dir: 'over' | 'under'; target: number } | null {
  const m = /^(over|under):(\d{1,2})$/.exec(pick);
  if (!m) return null;
  const target = Number(m[2]);
  const dir = m[1] as 'over' | 'under';
  const chance = dir === 'over' ? 99 - target : target;
  return chance >= 1 && chance <= 95 ? { dir, target } : null;
}

export function playDice(bytes: Buffer, stake: bigint, pick: { dir: 'over' | 'under'; target: number }): Outcome {
  const roll = Math.floor(fairFloat(bytes, 0) * 100);
  const chance = pick.dir === 'over' ? 99 - pick.target : pick.target;
  const win = pick.dir === 'over' ? roll > pick.target : roll < pick.target;
  return { payout: win ? (stake * 99n) / BigInt(chance) : 0n, detail: { roll, ...pick, chance } };
}

/** Quick lotto: one digit 0-9 is drawn; the right digit pays 9.5x. */
export const parseLottoPick = (pick: string): number | null => (/^\d$/.test(pick) ? Number(pick) : null);

export function playLotto(bytes: Buffer, stake: bigint, digit: number): Outcome {
  const drawn = Math.floor(fairFloat(bytes, 0) * 10);
  return { payout: drawn === digit ? (stake * 95n) / 10n : 0n, detail: { drawn, pick: digit } };
}
