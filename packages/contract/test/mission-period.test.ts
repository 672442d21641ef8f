import { describe, expect, it } from 'vitest';
import { missionPeriodOf, type MissionPeriod } from '../src/missions/rules.js';

describe('mission periods (UTC, weeks from Monday)', () => {
  const cases: [MissionPeriod, string, string, string, string][] = [
    // period, instant, key, start, end
    ['DAILY', '2026-11-24T00:00:00.000Z', 'D2026-11-24', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    ['DAILY', '2026-11-24T23:59:59.999Z', 'D2026-11-24', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    // Another zone's evening is already the next UTC day.
    ['DAILY', '2026-11-24T20:30:00-08:00', 'D2026-11-25', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ['DAILY', '2024-02-29T12:00:00.000Z', 'D2024-02-29', '2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['DAILY', '2026-12-31T23:00:00.000Z', 'D2026-12-31', '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    // 2026-11-23 is a Monday.
    ['WEEKLY', '2026-11-23T00:00:00.000Z', 'W2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['WEEKLY', '2026-11-24T15:00:00.000Z', 'W2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['WEEKLY', '2026-11-29T23:59:59.999Z', 'W2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['WEEKLY', '2026-11-30T00:00:00.000Z', 'W2026-11-30', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    // A week across the new year keeps its Monday's key.
    ['WEEKLY', '2027-01-01T08:00:00.000Z', 'W2026-12-28', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    // Sunday in UTC even though it is Monday in Manila.
    ['WEEKLY', '2026-11-29T20:00:00.000Z', 'W2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['WEEKLY', '1970-01-01T00:00:00.000Z', 'W1969-12-29', '1969-12-29T00:00:00.000Z', '1970-01-05T00:00:00.000Z'],
  ];
  it.each(cases)('%s at %s is %s', (period, at, key, start, end) => {
    const w = missionPeriodOf(period, new Date(at));
    expect({ key: w.key, start: w.start.toISOString(), end: w.end.toISOString() }).toEqual({ key, start, end });
  });
});
