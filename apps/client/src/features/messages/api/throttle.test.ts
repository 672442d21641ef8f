import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText } from '../components/badge-text';
import { batchingThrottle, trailingThrottle } from '../../../shared/query/throttle';

describe('badgeText', () => {
  it('hides zero and negatives, caps at 99+', () => {
    expect(badgeText(0, 99)).toBeNull();
    expect(badgeText(-3, 99)).toBeNull();
    expect(badgeText(Number.NaN, 99)).toBeNull();
    expect(badgeText(1, 99)).toBe('1');
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });
});

describe('throttles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('trailingThrottle: one call per window, later calls share one trailing call', async () => {
    const throttle = trailingThrottle<number>(250);
    let calls = 0;
    const fn = () => Promise.resolve(++calls);
    expect(await throttle('a', fn)).toBe(1);
    const second = throttle('a', fn);
    const third = throttle('a', fn);
    expect(second).toBe(third);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(await second).toBe(2);
    expect(calls).toBe(2);
  });

  it('trailingThrottle: another key (session) is not held back', async () => {
    const throttle = trailingThrottle<string>(250);
    await throttle('a', () => Promise.resolve('a'));
    expect(await throttle('b', () => Promise.resolve('b'))).toBe('b');
  });

  it('batchingThrottle: first id at once, the rest batched at most once per window', async () => {
    const batches: number[][] = [];
    const mark = batchingThrottle<number>(150, async (ids) => void batches.push(ids));
    mark(1);
    expect(batches).toEqual([[1]]);
    mark(2);
    mark(3);
    mark(2);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1], [2, 3]]);
  });
});
