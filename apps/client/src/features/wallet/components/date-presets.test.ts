import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESETS, presetRange } from './date-presets';

describe('date presets', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['today', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-02-28', '2026-02-28'],
    ['d7', '2026-02-23', '2026-03-01'],
    ['d30', '2026-01-31', '2026-03-01'],
  ] as const)('%s covers %s..%s (server days, inclusive)', (preset, start, end) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    expect(presetRange(preset)).toEqual({ start, end });
  });

  it('offers the four presets of the spec in order', () => {
    expect(PRESETS).toEqual(['today', 'yesterday', 'd7', 'd30']);
  });
});
