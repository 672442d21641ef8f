/**
 * The client's translator: the part of i18next the screens use, shaped like it (t, exists, addResourceBundle,
 * changeLanguage, language, on). Flat keys; `{{name}}` values (absent ones read as empty); `count` picks the plural
 * form `key_<Intl.PluralRules category>` (`key_zero` first for 0) before `key`; `defaultValue`; `lng`; one fallback
 * language. i18next cost about 13 KB gzip of the 100 KB first load of /m/home; this costs well under one.
 */

type Messages = Record<string, string>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Event = 'languageChanged' | 'added';

/** `{{name}}` replaced by the option's value; a value that is absent (or null) reads as empty, as in i18next. */
export function interpolate(text: string, values: TOptions): string {
  return text.includes('{{') ? text.replace(/\{\{([^{}]+)\}\}/g, (_, name: string) => String(values[name.trim()] ?? '')) : text;
}

export class Translator {
  /** The language shown; '' until the first activation. */
  language = '';
  private fallbackLng = '';
  private readonly bundles = new Map<string, Messages>();
  private readonly listeners = new Map<Event, Set<() => void>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  /** The language whose texts stand in for keys another language lacks. */
  init(options: { fallbackLng: string }): void {
    this.fallbackLng = options.fallbackLng;
  }

  on(event: Event, listener: () => void): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  private emit(event: Event): void {
    this.listeners.get(event)?.forEach((l) => l());
  }

  hasResourceBundle(lng: string): boolean {
    return this.bundles.has(lng);
  }

  /** Adds texts to a language (a later file's keys win). */
  addResourceBundle(lng: string, messages: Messages): void {
    this.bundles.set(lng, { ...this.bundles.get(lng), ...messages });
    this.emit('added');
  }

  changeLanguage(lng: string): void {
    this.language = lng;
    this.emit('languageChanged');
  }

  // The code as given (i18next does the same): an unknown code such as CN gets the default locale's rules.
  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      try {
        rules = new Intl.PluralRules(lng);
      } catch {
        rules = new Intl.PluralRules('en');
      }
      this.plurals.set(lng, rules);
    }
    return rules;
  }

  /** The text of a key in the language, else in the fallback language; the plural forms before the key itself. */
  private lookup(key: string, lng: string, count: number | undefined): string | undefined {
    for (const code of lng === this.fallbackLng || !this.fallbackLng ? [lng] : [lng, this.fallbackLng]) {
      const messages = this.bundles.get(code);
      if (!messages) continue;
      if (count !== undefined) {
        const forms = [...(count === 0 ? ['zero'] : []), this.pluralRules(code).select(count)];
        for (const form of forms) {
          const text = messages[`${key}_${form}`];
          if (text !== undefined) return text;
        }
      }
      if (messages[key] !== undefined) return messages[key];
    }
    return undefined;
  }

  exists = (key: string, options: TOptions = {}): boolean =>
    this.lookup(key, options.lng ?? this.language, typeof options.count === 'number' ? options.count : undefined) !== undefined;

  /** The key's text with its values; a missing key gives `defaultValue`, else the key itself. */
  t: TFunction = (key, options = {}) =>
    interpolate(
      this.lookup(key, options.lng ?? this.language, typeof options.count === 'number' ? options.count : undefined) ?? options.defaultValue ?? key,
      options,
    );
}

/** The one translator of the page. */
export const i18n = new Translator();
