import { getLocale } from './i18n';

// Dates and money as the chosen language writes them (English: "Jan 5, 2026, 3:04 PM", "CN¥1,234.50"; Simplified
// Chinese: "2026年1月5日 15:04", "¥1,234.50"). Amounts arrive as exact decimal strings and are formatted as such.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(currency: string | undefined): Intl.NumberFormat {
  const key = `n:${getLocale()}:${currency ?? ''}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(getLocale(), currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    cache.set(key, f);
  }
  return f;
}

/** "1234.50" in the merchant's currency; a value that is not an amount comes back as it is. */
export function formatMoney(amount: string | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  try {
    // A numeric string keeps its exact digits (Intl formats it as a decimal, not through a float).
    return numberFormat(currency).format(amount as Intl.StringNumericLiteral);
  } catch {
    return amount;
  }
}

export function formatNumber(value: number): string {
  const key = `i:${getLocale()}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(getLocale());
    cache.set(key, f);
  }
  return f.format(value);
}

function dateFormat(kind: 'dateTime' | 'date'): Intl.DateTimeFormat {
  const key = `d:${getLocale()}:${kind}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(getLocale(), kind === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
    cache.set(key, f);
  }
  return f;
}

/** An ISO time in the browser's time zone, or '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat('dateTime').format(d);
}

/** A calendar day (YYYY-MM-DD, UTC) as the language writes it. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(getLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A number as the language shortens it for an axis ("12K", "1.5M"; Chinese "1.2万"). */
export function formatCompact(value: number): string {
  const key = `c:${getLocale()}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(getLocale(), { notation: 'compact', maximumFractionDigits: 1 });
    cache.set(key, f);
  }
  return f.format(value);
}
