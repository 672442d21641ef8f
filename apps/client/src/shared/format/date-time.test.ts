// A zone west of UTC, set before any date is read: times are shown in the reader's zone, server days stay their day.
process.env.TZ = 'America/Los_Angeles';

import { MAIN_LANGUAGES } from '@wps/contract/boot';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './date-time';

/** 21:39 on 23 November 2026 in Los Angeles. */
const AT = '2026-11-24T05:39:00Z';
// Intl separates some parts with (narrow) no-break spaces: compare with plain ones.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('dates, times and numbers follow the language (its locale tag, not the app code)', () => {
  const cases: Record<(typeof MAIN_LANGUAGES)[number], [dateTime: string, day: string, number: string]> = {
    EN: ['Nov 23, 2026, 9:39 PM', 'Nov 23, 2026', '1,234,567.5'],
    TY: ['Nob 23, 2026, 9:39 PM', 'Nob 23, 2026', '1,234,567.5'],
    CN: ['2026年11月23日 21:39', '2026年11月23日', '1,234,567.5'],
    TH: ['23 พ.ย. 2569 21:39', '23 พ.ย. 2569', '1,234,567.5'],
    VI: ['21:39 23 thg 11, 2026', '23 thg 11, 2026', '1.234.567,5'],
    PT: ['23 de nov. de 2026, 21:39', '23 de nov. de 2026', '1.234.567,5'],
  };

  it.each(MAIN_LANGUAGES)('%s', (language) => {
    const [dateTime, day, number] = cases[language];
    expect(plain(formatDateTime(AT, language))).toBe(dateTime);
    expect(plain(formatDate(AT, language))).toBe(day);
    expect(plain(formatNumber(1234567.5, language))).toBe(number);
  });

  it('a date with its time writes the day as a day alone does (issue 33 item 24: one way per language)', () => {
    for (const language of MAIN_LANGUAGES) expect(plain(formatDateTime(AT, language))).toContain(plain(formatDate(AT, language)));
  });

  it('a server day (UTC, no time) stays that day in a zone behind UTC', () => {
    expect(formatDate('2026-11-23', 'EN')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', 'CN')).toBe('2026年11月23日');
  });

  it('percentages and other codes: Portuguese writes a decimal comma, unknown codes read as English', () => {
    expect(plain(formatNumber(0.005, 'PT', { style: 'percent', minimumFractionDigits: 2 }))).toBe('0,50%');
    expect(plain(formatNumber(0.005, 'XX', { style: 'percent', minimumFractionDigits: 2 }))).toBe('0.50%');
    expect(plain(formatDateTime(AT, 'XX'))).toBe('Nov 23, 2026, 9:39 PM');
  });

  it('something that is not a date comes back as it is', () => {
    expect(formatDateTime('soon', 'EN')).toBe('soon');
    expect(formatDate('not a day', 'PT')).toBe('not a day');
  });
});
