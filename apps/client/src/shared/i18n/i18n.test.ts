import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, STORAGE_KEYS } from '@wps/contract/lite';
import { activateLanguage, initialLanguage, loadFeatureLocale, localeFileFor, offeredLanguages, selectLanguage } from './i18n';
import { i18n } from './translator';

type Messages = Record<string, string>;
const core = import.meta.glob<Messages>('../../locales/*.json', { import: 'default', eager: true });
const features = import.meta.glob<Messages>(['../../features/*/locales/*.json', '../**/locales/*.json'], { import: 'default', eager: true });
/** Every locale folder (the shared one and each feature's) with its files by language code. */
const folders = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries({ ...core, ...features })) {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const code = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
  if (!folders.has(folder)) folders.set(folder, new Map());
  folders.get(folder)!.set(code, messages);
}
const TRANSLATED = LANGUAGE_CODES.filter((c) => c !== 'EN');
const cases = [...folders.keys()].flatMap((folder) => TRANSLATED.map((code) => [folder, code] as const));
const keysOf = (folder: string, code: string) => Object.keys(folders.get(folder)?.get(code) ?? {}).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: English's, with each plural key (English has `x_one` and `x_other`) in the forms the
 * language's own plural rules pick (the translator asks `Intl.PluralRules` with the same code); English's forms may stay.
 */
function expectedKeys(folder: string, code: string): { required: string[]; allowed: Set<string> } {
  const en = keysOf(folder, 'EN');
  const bases = new Set(en.filter((k) => k.endsWith('_one') && en.includes(k.replace(/_one$/, '_other'))).map((k) => k.replace(/_one$/, '')));
  const isPlural = (k: string) => PLURAL.test(k) && bases.has(k.replace(PLURAL, ''));
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const required = [...en.filter((k) => !isPlural(k)), ...[...bases].flatMap((b) => forms.map((f) => `${b}_${f}`))].sort();
  return { required, allowed: new Set([...required, ...en]) };
}

describe('i18n', () => {
  it('every language uses its own file', async () => {
    await activateLanguage('JA');
    expect(i18n.language).toBe('JA');
    expect(localeFileFor('JA')).toBe('JA');
    expect(i18n.t('nav_home')).not.toBe('Home');
    expect(document.documentElement.lang).toBe('ja');
    await activateLanguage('TY');
    expect(i18n.t('sign_out')).toBe('Mag-sign out');
    await activateLanguage('CN');
    expect(i18n.t('nav_home')).toBe('首页');
  });

  it.each(['AR', 'FA', 'UR'] as const)('%s is right-to-left', async (code) => {
    await activateLanguage(code);
    expect(document.documentElement.dir).toBe('rtl');
    await activateLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('start language: stored choice, else merchant default, else EN', async () => {
    const pt = { default: 'PT', supported: ['PT', 'VI', 'EN'] };
    expect(initialLanguage(null)).toBe('EN');
    expect(initialLanguage(pt)).toBe('PT');
    expect(initialLanguage({ default: 'XX', supported: [] })).toBe('EN');
    await selectLanguage('VI');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('VI');
    expect(initialLanguage(pt)).toBe('VI');
    // A remembered choice the merchant no longer offers gives way to the merchant's default.
    expect(initialLanguage({ default: 'PT', supported: ['PT', 'EN'] })).toBe('PT');
    expect(initialLanguage(null)).toBe('VI');
  });

  it('the picker offers the merchant\'s languages in the contract\'s order, all of them before settings load', () => {
    expect(offeredLanguages({ default: 'TH', supported: ['TH', 'EN', 'AR'] }).map((l) => l.code)).toEqual(['EN', 'TH', 'AR']);
    expect(offeredLanguages(null)).toHaveLength(27);
  });

  it('a feature\'s locale files load with it and follow later language switches', async () => {
    const files = {
      './locales/EN.json': async () => ({ feature_probe: 'Probe' }),
      './locales/CN.json': async () => ({ feature_probe: '探针' }),
    };
    await activateLanguage('EN');
    expect(i18n.t('feature_probe')).toBe('feature_probe');
    await loadFeatureLocale(files, 'EN');
    expect(i18n.t('feature_probe')).toBe('Probe');
    await activateLanguage('CN');
    expect(i18n.t('feature_probe')).toBe('探针');
    // A language without its own file for this feature falls back to English.
    await activateLanguage('TH');
    expect(i18n.t('feature_probe')).toBe('Probe');
    await activateLanguage('EN');
  });

  it('no key is defined twice across the shared and feature locale folders', () => {
    const seen = new Map<string, string>();
    for (const [folder, files] of folders) {
      for (const key of Object.keys(files.get('EN') ?? {})) {
        expect(seen.get(key), `${key} in ${folder}`).toBeUndefined();
        seen.set(key, folder);
      }
    }
  });

  it.each(cases)('%s: %s has every English key, and no others', (folder, code) => {
    expect(keysOf(folder, 'EN').length).toBeGreaterThan(0);
    const { required, allowed } = expectedKeys(folder, code);
    const keys = keysOf(folder, code);
    expect(required.filter((k) => !keys.includes(k)), 'missing').toEqual([]);
    expect(keys.filter((k) => !allowed.has(k)), 'not in English').toEqual([]);
  });

  it.each(cases)('%s: %s is really translated', (folder, code) => {
    const en = folders.get(folder)!.get('EN')!;
    const other = folders.get(folder)!.get(code)!;
    const same = Object.keys(en).filter((k) => en[k] === other[k]);
    // A text's {{values}} are the code's names: a translation keeps every one of them.
    const names = (text: string) => (text.match(/\{\{[^{}]+\}\}/g) ?? []).sort().join();
    const lost = Object.keys(other).filter((k) => k in en && names(en[k]!) !== names(other[k]!));
    expect(lost, 'values lost or renamed').toEqual([]);
    // Brand names and a few loan words may match English; most texts must not.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.2);
    expect(Object.values(other).every((v) => v.trim().length > 0)).toBe(true);
  });
});
