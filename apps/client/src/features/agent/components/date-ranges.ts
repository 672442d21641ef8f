import { dayRangeOk, type AgentPeriod } from '@wps/contract/lite';

/**
 * The agent centre's date ranges, in the server's UTC days (as the reports count them), weeks from Monday. `all` is no
 * range at all (a downline search over every registration date); `custom` carries its own days.
 */
export const RANGE_PRESETS = ['today', 'd30', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  start: string;
  end: string;
}
/** A chosen preset; a custom one with its days. */
export type RangeChoice = { preset: Exclude<RangePreset, 'custom'> } | ({ preset: 'custom' } & DayRange);

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The days of a choice (both included); null for `all`. */
export function rangeOf(choice: RangeChoice, now = new Date()): DayRange | null {
  const today = dayOf(now);
  const monday = plusDays(today, -((now.getUTCDay() + 6) % 7));
  const first = `${today.slice(0, 8)}01`;
  switch (choice.preset) {
    case 'today':
      return { start: today, end: today };
    case 'd30':
      return { start: plusDays(today, -29), end: today };
    case 'thisWeek':
      return { start: monday, end: today };
    case 'lastWeek':
      return { start: plusDays(monday, -7), end: plusDays(monday, -1) };
    case 'thisMonth':
      return { start: first, end: today };
    case 'lastMonth': {
      const last = plusDays(first, -1);
      return { start: `${last.slice(0, 8)}01`, end: last };
    }
    case 'all':
      return null;
    case 'custom':
      return { start: choice.start, end: choice.end };
  }
}

/**
 * The KPI calls' parameters of a choice: their own periods where one matches (the server then compares with the whole
 * previous week or month), a custom range otherwise (compared with as many days just before it).
 */
export function kpiQueryOf(choice: RangeChoice, now = new Date()): { period: AgentPeriod; start?: string; end?: string } {
  if (choice.preset === 'today') return { period: 'day' };
  if (choice.preset === 'thisWeek') return { period: 'week' };
  if (choice.preset === 'thisMonth') return { period: 'month' };
  const r = rangeOf(choice, now) ?? rangeOf({ preset: 'd30' }, now)!;
  return { period: 'custom', start: r.start, end: r.end };
}

/** A calendar day picked on the phone (its local date) as a server day. */
export const pickedDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** A server day as the calendar's local date of that day. */
export const calendarDate = (day: string): Date => new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));

/** A custom range from two picked dates (either order), or why it cannot be one. */
export function customRange(a: Date, b: Date): { ok: true; range: DayRange } | { ok: false; reason: 'too_long' } {
  const [x, y] = [pickedDay(a), pickedDay(b)].sort() as [string, string];
  return dayRangeOk(x, y) ? { ok: true, range: { start: x, end: y } } : { ok: false, reason: 'too_long' };
}
