import { describe, expect, it } from 'vitest';
import { absoluteLink, chartGeometry, splitAccounts, deltaPercent, deltaTrend, percentToRebate, rebateToPercent, transferAmountProblem, transferTotal } from './agent-rules';

describe('KPI deltas', () => {
  it.each([
    ['150.00', '100.00', 50],
    ['50.00', '100.00', -50],
    ['0.00', '0.00', 0],
    ['10.00', '0.00', null],
    [3, 4, -25],
    ['-50.00', '-100.00', 50],
    ['100.00', '300.00', -66.7],
  ] as const)('%s against %s is %s %%', (cur, prev, want) => {
    expect(deltaPercent(cur, prev)).toBe(want);
  });

  it('names the trend', () => {
    expect([deltaTrend(5), deltaTrend(-1), deltaTrend(0), deltaTrend(null)]).toEqual(['up', 'down', 'flat', 'flat']);
  });
});

describe('chart geometry', () => {
  it('scales positive values into the box, zero at the bottom', () => {
    const g = chartGeometry([0, 50, 100], 104, 54, 2);
    expect(g.points).toBe('2,52 52,27 102,2');
    expect(g.zeroY).toBe(52);
    expect(g.bars.map((b) => b.h)).toEqual([0, 25, 50]);
  });

  it('keeps a negative day under the zero line', () => {
    const g = chartGeometry([100, -100], 100, 100, 0);
    expect(g.zeroY).toBe(50);
    expect(g.bars[0]).toMatchObject({ y: 0, h: 50 });
    expect(g.bars[1]).toMatchObject({ y: 50, h: 50 });
  });

  it('draws an empty series and a single point without NaN', () => {
    expect(chartGeometry([], 100, 50).points).toBe('');
    expect(chartGeometry([7], 100, 50, 0).points).toBe('50,0');
  });
});

describe('rebates', () => {
  it('converts basis points and percent both ways', () => {
    expect(rebateToPercent(300)).toBe('3.00');
    expect(percentToRebate('2.5')).toBe(250);
    expect(percentToRebate('0')).toBe(0);
    expect(percentToRebate('100')).toBe(10000);
  });
  it.each(['', 'abc', '1.234', '-1', '101'])('refuses %j', (v) => expect(percentToRebate(v)).toBeNull());
});

describe('transfers', () => {
  it.each([
    ['', '100.00', 1, 'empty'],
    ['1.234', '100.00', 1, 'format'],
    ['0', '100.00', 1, 'zero'],
    ['100.01', '100.00', 1, 'balance'],
    ['100.00', '100.00', 1, null],
    ['40.00', '100.00', 3, 'balance'],
    ['33.33', '100.00', 3, null],
    ['5', null, 1, null],
  ] as const)('%j with balance %s to %i is %s', (amount, balance, count, want) => {
    expect(transferAmountProblem(amount, balance, count)).toBe(want);
  });

  it('totals the amount times recipients in minor units', () => {
    expect(transferTotal('33.33', 3)).toBe('99.99');
    expect(transferTotal('0.1', 7)).toBe('0.70');
    expect(transferTotal('x', 2)).toBe('0.00');
  });

  it('makes absolute links', () => {
    expect(absoluteLink('/m/register?aff=AB', 'https://x.test')).toBe('https://x.test/m/register?aff=AB');
    expect(absoluteLink('https://y.test/r', 'https://x.test')).toBe('https://y.test/r');
  });
});

describe('recipient accounts', () => {
  it('splits on commas, spaces and new lines, each account once', () => {
    expect(splitAccounts(' team0101, team0102\nteam0101 ;team0103，team0104 ')).toEqual(['team0101', 'team0102', 'team0103', 'team0104']);
    expect(splitAccounts('  ')).toEqual([]);
  });
});
