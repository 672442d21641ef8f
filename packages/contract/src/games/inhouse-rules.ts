// The in-house games' limits, odds and input rules (Lucky Slot, Dice 100, Quick Lotto). The server checks bets and
// pays with them; the game pages show them before a bet and check the input with the same functions: the functions
// marked "self-contained" use no outside names and no inner named functions, because the pages ship their source.

/** Largest stake of one round; the smallest is the game's minimum bet in the catalogue. */
export const INHOUSE_MAX_STAKE = '100000.00';

/** Dice 100: a roll 0-99; a pick's win chance (percent) must be within these. */
export const DICE_CHANCE = { min: 1, max: 95 } as const;

/** Lucky Slot: the reel symbols with their weights (percent, per reel) and what three of a kind pays (x stake). */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = { cherry: 35, lemon: 30, bell: 20, bar: 10, seven: 5 };
export const SLOT_PAYS: Readonly<Record<SlotSymbol, number>> = { cherry: 5, lemon: 10, bell: 20, bar: 50, seven: 100 };
/** Two cherries on the first two reels (without a third) pay this many times the stake. */
export const SLOT_TWO_CHERRIES = 2;

/** Quick Lotto: one digit of LOTTO_DIGITS (0-9) is drawn; the right pick pays this many tenths of the stake (9.5x). */
export const LOTTO_DIGITS = 10;
export const LOTTO_PAY_TENTHS = 95;

export type StakeProblem = 'invalid' | 'decimals' | 'below' | 'above';

/**
 * What is wrong with a stake (a decimal string) against its limits: not an amount, more than 2 decimals, below the
 * minimum, above the maximum; null when it may be bet. Self-contained.
 */
export function stakeProblem(stake: string, limits: { min: string; max: string }): StakeProblem | null {
  const text = stake.trim();
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return 'invalid';
  if ((m[2] ?? '').length > 2) return 'decimals';
  const [cents, min, max] = [text, limits.min, limits.max].map(
    (v) => Number(v.split('.')[0]) * 100 + Number((v.split('.')[1] ?? '').padEnd(2, '0')),
  ) as [number, number, number];
  if (cents < min) return 'below';
  return cents > max ? 'above' : null;
}

/**
 * Dice 100 odds of a pick: over N wins on a roll above N, under N on a roll below N; the win chance in percent and
 * the payout multiple (99 / chance, a 1 % edge). Null when the chance is outside `chance` (DICE_CHANCE). Self-contained.
 */
export function diceOdds(dir: string, target: number, chance: { min: number; max: number }): { chance: number; multiplier: number } | null {
  if ((dir !== 'over' && dir !== 'under') || !Number.isInteger(target)) return null;
  const c = dir === 'over' ? 99 - target : target;
  return c >= chance.min && c <= chance.max ? { chance: c, multiplier: 99 / c } : null;
}

/** The targets a dice direction allows (over 4-98, under 1-95 with DICE_CHANCE). Self-contained. */
export function diceTargets(dir: string, chance: { min: number; max: number }): { min: number; max: number } {
  return dir === 'over' ? { min: 99 - chance.max, max: 99 - chance.min } : { min: chance.min, max: chance.max };
}

/** A bet's dice pick ("over:50", "under:10"), or null when it is not one the rules allow. */
export function parseDicePick(pick: string): { dir: 'over' | 'under'; target: number } | null {
  const m = /^(over|under):(\d{1,3})$/.exec(pick);
  if (!m) return null;
  const p = { dir: m[1] as 'over' | 'under', target: Number(m[2]) };
  return diceOdds(p.dir, p.target, DICE_CHANCE) ? p : null;
}

/** A bet's lotto pick: one digit. */
export const parseLottoPick = (pick: string): number | null => (/^\d$/.test(pick) ? Number(pick) : null);

/** Lucky Slot's chance of any win, in percent: three of a kind, or two cherries then another symbol. */
export function slotWinChance(): number {
  const p = SLOT_SYMBOLS.map((s) => SLOT_WEIGHTS[s] / 100);
  const cherry = SLOT_WEIGHTS.cherry / 100;
  return (p.reduce((sum, x) => sum + x ** 3, 0) + cherry * cherry * (1 - cherry)) * 100;
}
