import type { I18nProvider } from '@refinedev/core';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';

/**
 * The back office's languages: every visible text is a key of locales/en.json and locales/zh-CN.json (the same keys,
 * checked by a test). The choice is kept in localStorage; Refine reads texts through `i18nProvider`.
 */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

type Dict = { [key: string]: string | Dict };
const DICTS: Record<Locale, Dict> = { en, 'zh-CN': zhCN };
const STORE_KEY = 'wps.bo.locale';
const DAYJS_LOCALE: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-cn' };

function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORE_KEY);
    if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  } catch {
    // storage refused (privacy mode): the browser's language decides
  }
  const nav = globalThis.navigator?.language ?? 'en';
  return /^zh\b/i.test(nav) ? 'zh-CN' : 'en';
}

let current: Locale = initialLocale();
dayjs.locale(DAYJS_LOCALE[current]);
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;

export function setLocale(next: string): void {
  if (!(LOCALES as readonly string[]).includes(next) || next === current) return;
  current = next as Locale;
  dayjs.locale(DAYJS_LOCALE[current]);
  try {
    globalThis.localStorage?.setItem(STORE_KEY, current);
  } catch {
    // not kept: this page still switches
  }
  if (typeof document !== 'undefined') document.documentElement.lang = current;
  for (const fn of listeners) fn();
}

export function subscribeLocale(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function lookup(dict: Dict, key: string): string | undefined {
  const flat = dict[key];
  if (typeof flat === 'string') return flat;
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Vars = Record<string, string | number | null | undefined>;

/** `{{name}}` placeholders filled from `vars`. */
const fill = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (vars[name] === undefined || vars[name] === null ? m : String(vars[name]))) : text;

/** Whether a key has a text (in the current language or in English). */
export const hasText = (key: string): boolean => lookup(DICTS[current], key) !== undefined || lookup(DICTS.en, key) !== undefined;

/** The text of `key` in the current language, else in English, else `fallback`, else the key itself. */
export function t(key: string, vars?: Vars, fallback?: string): string {
  const text = lookup(DICTS[current], key) ?? lookup(DICTS.en, key) ?? fallback ?? key;
  return fill(text, vars);
}

/** Refine's side: its components ask with `translate(key, options?, default?)` or `translate(key, default)`. */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    if (typeof options === 'string') return t(key, undefined, options);
    return t(key, (options ?? undefined) as Vars | undefined, defaultMessage);
  },
  changeLocale: (locale: string) => setLocale(locale),
  getLocale: () => current,
};
