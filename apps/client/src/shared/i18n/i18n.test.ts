import { describe, expect, it } from 'vitest';
import { MAIN_LANGUAGES, STORAGE_KEYS } from '@wps/contract/lite';
import { activateLanguage, initialLanguage, loadFeatureLocale, localeFileFor, selectLanguage } from './i18n';
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
const OTHER_MAIN = MAIN_LANGUAGES.filter((c) => c !== 'EN');
const cases = [...folders.keys()].flatMap((folder) => OTHER_MAIN.map((code) => [folder, code] as const));
const keysOf = (folder: string, code: string) => Object.keys(folders.get(folder)?.get(code) ?? {}).sort();

describe('i18n', () => {
  it('a non-main language falls back to English', async () => {
    await activateLanguage('JA');
    expect(i18n.language).toBe('JA');
    expect(localeFileFor('JA')).toBe('EN');
    expect(i18n.t('nav_home')).toBe('Home');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('main languages use their own file', async () => {
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
    expect(initialLanguage(null)).toBe('EN');
    expect(initialLanguage('PT')).toBe('PT');
    expect(initialLanguage('XX')).toBe('EN');
    await selectLanguage('VI');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('VI');
    expect(initialLanguage('PT')).toBe('VI');
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
    // A main language without its own file for this feature falls back to English.
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
    expect(keysOf(folder, code)).toEqual(keysOf(folder, 'EN'));
  });

  it.each(cases)('%s: %s is really translated', (folder, code) => {
    const en = folders.get(folder)!.get('EN')!;
    const other = folders.get(folder)!.get(code)!;
    const same = Object.keys(en).filter((k) => en[k] === other[k]);
    // Brand names and a few loan words may match English; most texts must not.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.2);
    expect(Object.values(other).every((v) => v.trim().length > 0)).toBe(true);
  });
});
