import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  isLanguageCode,
  localeTag,
  type LanguageCode,
} from '@wps/contract/boot';
import { requestContext } from '../api/request-context';
import { loadChunk } from '../net/load-chunk';
import { readString, writeString } from '../storage/storage';
import { i18n } from './translator';

type Messages = Record<string, string>;

/** One lazily loaded file per language; every offered language has its own (the completeness test says so). */
const files = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

/** The locale file that serves a language: its own, English for a code without one. */
export function localeFileFor(code: LanguageCode): LanguageCode {
  return files[`../../locales/${code}.json`] ? code : FALLBACK_LANGUAGE;
}

async function ensureBundle(file: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(file)) return;
  const load = files[`../../locales/${file}.json`];
  if (!load) throw new Error(`missing locale ${file}`);
  i18n.addResourceBundle(file, await loadChunk(load));
}

function applyDocumentLanguage(code: LanguageCode): void {
  const lang = LANGUAGES.find((l) => l.code === code);
  const root = document.documentElement;
  root.lang = localeTag(code);
  root.dir = lang && 'rtl' in lang && lang.rtl ? 'rtl' : 'ltr';
}

export const hasStoredLanguage = (): boolean => isLanguageCode(readString(STORAGE_KEYS.language));

/** The merchant's languages (spec: settings `languages`); before settings arrive, every language is offered. */
export interface MerchantLanguages {
  default: string;
  supported: readonly string[];
}

/** Picks the start language: the user's choice while the merchant offers it, else the merchant's default, else English. */
export function initialLanguage(merchant?: MerchantLanguages | null): LanguageCode {
  const stored = readString(STORAGE_KEYS.language);
  if (isLanguageCode(stored) && (!merchant || merchant.supported.includes(stored))) return stored;
  if (isLanguageCode(merchant?.default)) return merchant.default;
  return FALLBACK_LANGUAGE;
}

/** The languages the picker offers: the merchant's supported list in the contract's order (all before settings load). */
export function offeredLanguages(merchant?: MerchantLanguages | null): (typeof LANGUAGES)[number][] {
  return merchant?.supported.length ? LANGUAGES.filter((l) => merchant.supported.includes(l.code)) : [...LANGUAGES];
}

/** Loads the language's file (only that one is downloaded), then switches to it. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  i18n.init({ fallbackLng: FALLBACK_LANGUAGE });
  await ensureBundle(localeFileFor(code));
  // A code without its own file reads English.
  if (localeFileFor(code) !== code) await ensureBundle(FALLBACK_LANGUAGE);
  // Features already on screen need their texts in the new language before the switch re-renders them.
  await Promise.all([...registeredFeatures].map((files) => loadFeatureLocale(files, code)));
  i18n.changeLanguage(code);
  requestContext.language = code;
  applyDocumentLanguage(code);
}

/** The user chose a language: remember it and switch. */
export async function selectLanguage(code: LanguageCode): Promise<void> {
  writeString(STORAGE_KEYS.language, code);
  await activateLanguage(code);
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/**
 * A feature's own locale files (`import.meta.glob('./locales/*.json', { import: 'default' })`): they ship in the
 * feature's lazy chunk instead of the first load, and parallel features never edit the same file.
 */
export type FeatureLocales = Record<string, () => Promise<Messages>>;

const registeredFeatures = new Set<FeatureLocales>();
const featureLoads = new WeakMap<FeatureLocales, Map<LanguageCode, Promise<void>>>();

async function addFeatureFile(files: FeatureLocales, file: LanguageCode): Promise<void> {
  const load = Object.entries(files).find(([path]) => path.endsWith(`/${file}.json`))?.[1];
  // Through a dropped connection the screen keeps waiting for its texts and gets them once it is back.
  if (load) i18n.addResourceBundle(file, await loadChunk(load));
}

/** Loads a feature's texts for a language (once; the same promise each time, so React's `use` can wait on it). */
export function loadFeatureLocale(files: FeatureLocales, code: LanguageCode): Promise<void> {
  registeredFeatures.add(files);
  let byLanguage = featureLoads.get(files);
  if (!byLanguage) featureLoads.set(files, (byLanguage = new Map()));
  let loading = byLanguage.get(code);
  if (!loading) {
    const file = localeFileFor(code);
    // Missing keys fall back to English, so English comes along for every other language.
    loading = Promise.all([addFeatureFile(files, file), file === FALLBACK_LANGUAGE ? null : addFeatureFile(files, FALLBACK_LANGUAGE)]).then(
      () => undefined,
    );
    byLanguage.set(code, loading);
  }
  return loading;
}
