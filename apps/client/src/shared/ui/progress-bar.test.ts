import { describe, expect, it } from 'vitest';
import { percentOf } from './progress-bar';

describe('percentOf', () => {
  it.each([
    ['0.00', '1000.00', 0],
    ['500.00', '1000.00', 50],
    ['999.99', '1000.00', 99],
    ['1000.00', '1000.00', 100],
    ['6000.00', '1000.00', 100],
    ['0.00', '0.00', 100],
  ])('%s of %s -> %i %%', (have, need, pct) => {
    expect(percentOf(have, need)).toBe(pct);
  });
});
