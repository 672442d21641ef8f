import { describe, expect, it } from 'vitest';
import { countdownText, periodPhase, periodText, secondsUntil } from './countdown';

const AT = '2026-11-24T10:05:00.000Z';
const ms = Date.parse(AT);

describe('lottery countdown', () => {
  it.each([
    [ms - 300_000, 300],
    [ms - 1000, 1],
    // A part of a second left still shows as a second: "00:00" only once the moment has come.
    [ms - 1, 1],
    [ms - 999, 1],
    [ms - 1001, 2],
    [ms, 0],
    [ms + 5000, 0],
  ])('seconds until the close at %i: %i', (now, seconds) => {
    expect(secondsUntil(AT, now)).toBe(seconds);
  });

  it('an unreadable time counts as passed', () => {
    expect(secondsUntil('soon', ms)).toBe(0);
  });

  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [59, '00:59'],
    [60, '01:00'],
    [170, '02:50'],
    [299, '04:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-4, '00:00'],
    [61.7, '01:01'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });

  it.each([
    [{ numero: 202611240123, period: '20261124-0123' }, '20261124-0123'],
    [{ numero: 7 }, '7'],
    [{ numero: 7, period: undefined }, '7'],
  ])('the open period %o reads %s', (n, text) => {
    expect(periodText(n)).toBe(text);
  });

  it.each([
    ['before the close', ms - 61_000, { phase: 'open', seconds: 61 }],
    ['at the close', ms, { phase: 'closed' }],
    ['between close and draw', ms + 5000, { phase: 'closed' }],
    ['at the draw', ms + 10_000, { phase: 'drawn' }],
    ['after the draw', ms + 60_000, { phase: 'drawn' }],
  ])('the period %s', (_label, now, phase) => {
    expect(periodPhase({ closesAt: AT, drawAt: '2026-11-24T10:05:10.000Z' }, now)).toEqual(phase);
  });

  it('a period without a draw time stays closed once closed', () => {
    expect(periodPhase({ closesAt: AT }, ms + 3_600_000)).toEqual({ phase: 'closed' });
  });
});
