import { localeTag } from '@wps/contract/boot';

/*
 * Dates, times and plain numbers in the reader's language. Callers pass the app's language code (`lng` of
 * useTranslation: "CN", "TY" ...), which is not a locale: each formatter maps it to its locale tag first. Money is not
 * formatted here: it has the merchant's own pattern (use-money-format.ts).
 */

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions, fallback: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  // A bare day ("2026-11-23", a server day in UTC) parses as its UTC midnight: read it in UTC so it stays that day.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(localeTag(language), { ...options, ...day }).format(date);
}

/**
 * A date and time: the day as `formatDate` writes it, then the time ("Nov 23, 2026, 9:39 PM"; "2026年11月23日 21:39"
 * in Chinese), so a day reads the same on every screen; the raw text if it is not a date.
 */
export const formatDateTime = (iso: string, language: string): string =>
  format(iso, language, { dateStyle: 'medium', timeStyle: 'short' }, iso);

/** A day, medium style ("20 de nov. de 2026" in Portuguese); the ISO day if it is not a date. */
export const formatDate = (iso: string, language: string): string => format(iso, language, { dateStyle: 'medium' }, iso.slice(0, 10));

/** A count or rate with the language's digits and separators. */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(localeTag(language), options).format(value);
