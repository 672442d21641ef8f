import { afterEach, describe, expect, it, vi } from 'vitest';
import { customRange, kpiQueryOf, pickedDay, rangeOf, type RangeChoice } from './date-ranges';

// A Wednesday, early in the UTC day: the ranges are server (UTC) days whatever the phone's zone.
const NOW = new Date('2026-03-18T01:30:00Z');

describe('agent date ranges', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['today', '2026-03-18', '2026-03-18'],
    ['d30', '2026-02-17', '2026-03-18'],
    ['thisWeek', '2026-03-16', '2026-03-18'],
    ['lastWeek', '2026-03-09', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-18'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s covers %s..%s', (preset, start, end) => {
    expect(rangeOf({ preset }, NOW)).toEqual({ start, end });
  });

  it('weeks start on Monday, also on a Sunday and a Monday', () => {
    expect(rangeOf({ preset: 'thisWeek' }, new Date('2026-03-22T23:00:00Z'))).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(rangeOf({ preset: 'lastWeek' }, new Date('2026-03-23T00:00:00Z'))).toEqual({ start: '2026-03-16', end: '2026-03-22' });
  });

  it('last month across a year end, a custom range as chosen, no range for all', () => {
    expect(rangeOf({ preset: 'lastMonth' }, new Date('2026-01-05T00:00:00Z'))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(rangeOf({ preset: 'custom', start: '2026-01-02', end: '2026-01-09' }, NOW)).toEqual({ start: '2026-01-02', end: '2026-01-09' });
    expect(rangeOf({ preset: 'all' }, NOW)).toBeNull();
  });

  it.each([
    [{ preset: 'today' }, { period: 'day' }],
    [{ preset: 'thisWeek' }, { period: 'week' }],
    [{ preset: 'thisMonth' }, { period: 'month' }],
    [{ preset: 'lastWeek' }, { period: 'custom', start: '2026-03-09', end: '2026-03-15' }],
    [{ preset: 'lastMonth' }, { period: 'custom', start: '2026-02-01', end: '2026-02-28' }],
    [{ preset: 'custom', start: '2026-03-01', end: '2026-03-02' }, { period: 'custom', start: '2026-03-01', end: '2026-03-02' }],
  ] as [RangeChoice, object][])('KPI query of %o', (choice, query) => {
    expect(kpiQueryOf(choice, NOW)).toEqual(query);
  });

  it('takes picked calendar days in either order, at most 92 days', () => {
    expect(pickedDay(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(customRange(new Date(2026, 2, 5), new Date(2026, 2, 1))).toEqual({ ok: true, range: { start: '2026-03-01', end: '2026-03-05' } });
    expect(customRange(new Date(2026, 0, 1), new Date(2026, 3, 2))).toEqual({ ok: true, range: { start: '2026-01-01', end: '2026-04-02' } });
    expect(customRange(new Date(2026, 0, 1), new Date(2026, 3, 3))).toEqual({ ok: false, reason: 'too_long' });
  });
});
