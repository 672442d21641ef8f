// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale';

describe('dashboard chart axis (issue 33, item 33)', () => {
  it.each([
    [0, 1, [0, 0.5, 1]],
    [0, 1496, [0, 500, 1000, 1500]],
    [0, 32016, [0, 10000, 20000, 30000, 40000]],
    [-250, 900, [-500, 0, 500, 1000]],
    [0, 0, [0]],
  ])('from %d to %d: %j', (min, max, ticks) => {
    expect(niceTicks(min, max)).toEqual(ticks);
  });

  it('always covers the values and includes zero', () => {
    for (const [min, max] of [[-3, 7], [0, 123456], [-98765, 4321], [0, 0.3]] as const) {
      const t = niceTicks(min, max);
      expect(t[0]).toBeLessThanOrEqual(min);
      expect(t[t.length - 1]).toBeGreaterThanOrEqual(max);
      expect(t).toContain(0);
    }
  });
});
