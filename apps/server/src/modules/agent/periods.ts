import type { AgentPeriod } from '@wps/contract';

const DAY_MS = 86_400_000;
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const plusDays = (day: string, n: number) => dayOf(new Date(at(day).getTime() + n * DAY_MS));

export interface PeriodRange {
  start: string;
  end: string;
  /** [from, to): `to` is the day after `end`. */
  from: Date;
  to: Date;
}
const range = (start: string, end: string): PeriodRange => ({ start, end, from: at(start), to: at(plusDays(end, 1)) });

/**
 * A KPI period in UTC days (like the money records) and the one before it: yesterday for today, last whole week
 * (Monday first) for this week, last whole month for this month, the same number of days just before a custom range.
 */
export function periodRanges(period: AgentPeriod, startDay?: string, endDay?: string, now = new Date()): { current: PeriodRange; previous: PeriodRange } {
  const today = dayOf(now);
  switch (period) {
    case 'day':
      return { current: range(today, today), previous: range(plusDays(today, -1), plusDays(today, -1)) };
    case 'week': {
      const monday = plusDays(today, -((now.getUTCDay() + 6) % 7));
      return { current: range(monday, today), previous: range(plusDays(monday, -7), plusDays(monday, -1)) };
    }
    case 'month': {
      const first = `${today.slice(0, 8)}01`;
      const prevLast = plusDays(first, -1);
      return { current: range(first, today), previous: range(`${prevLast.slice(0, 8)}01`, prevLast) };
    }
    case 'custom': {
      const s = startDay ?? today;
      const e = endDay ?? s;
      const days = Math.round((at(e).getTime() - at(s).getTime()) / DAY_MS) + 1;
      return { current: range(s, e), previous: range(plusDays(s, -days), plusDays(s, -1)) };
    }
  }
}

/** Every day of [start, end]. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = plusDays(d, 1)) out.push(d);
  return out;
}
