import { describe, expect, it } from 'vitest';
import { DICE_CHANCE, INHOUSE_MAX_STAKE, diceOdds, diceTargets, parseDicePick, slotWinChance, stakeProblem } from '../src/index.js';

/** The function rebuilt from its own source alone, as the in-house game pages run it (no outside names reachable). */
const shipped = <F>(fn: F): F => new Function(`return (${String(fn)})`)() as F;

const limits = { min: '1.00', max: INHOUSE_MAX_STAKE };

describe('in-house rules (server and game pages)', () => {
  it.each([
    ['0', 'below'],
    ['0.99', 'below'],
    ['0.001', 'decimals'],
    ['100000000', 'above'],
    ['100000.01', 'above'],
    ['abc', 'invalid'],
    ['', 'invalid'],
    ['-1', 'invalid'],
    ['1e5', 'invalid'],
    ['1', null],
    ['2.5', null],
    [' 100000.00 ', null],
  ] as const)('stake %j: %s', (stake, why) => {
    expect(stakeProblem(stake, limits)).toBe(why);
    expect(shipped(stakeProblem)(stake, limits)).toBe(why);
  });

  it('dice: over 4-98 and under 1-95, win chance 1-95 %, payout 99 / chance', () => {
    expect(diceTargets('over', DICE_CHANCE)).toEqual({ min: 4, max: 98 });
    expect(shipped(diceTargets)('under', DICE_CHANCE)).toEqual({ min: 1, max: 95 });
    for (const [dir, target] of [['over', 0], ['over', 1], ['over', 99], ['over', 100], ['under', 0], ['under', 96], ['over', 50.5]] as const) {
      expect(diceOdds(dir, target, DICE_CHANCE), `${dir} ${target}`).toBeNull();
      expect(shipped(diceOdds)(dir, target, DICE_CHANCE)).toBeNull();
    }
    expect(shipped(diceOdds)('over', 50, DICE_CHANCE)).toEqual({ chance: 49, multiplier: 99 / 49 });
    expect(diceOdds('under', 1, DICE_CHANCE)).toEqual({ chance: 1, multiplier: 99 });
    expect(parseDicePick('over:4')).toEqual({ dir: 'over', target: 4 });
    expect(parseDicePick('over:3')).toBeNull();
    expect(parseDicePick('under:100')).toBeNull();
  });

  it('slot: the chance of any win from the reel weights (three of a kind 7.9 %, two cherries 7.9625 %)', () => {
    expect(slotWinChance()).toBeCloseTo(15.8625, 4);
  });
});
