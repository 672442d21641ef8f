import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MAIN_LANGUAGES, STORAGE_KEYS } from '@wps/contract/lite';
import { activateLanguage, initialLanguage, localeFileFor, selectLanguage } from './i18n';

const locales = import.meta.glob<Record<string, string>>('../../locales/*.json', { import: 'default', eager: true });
const keysOf = (code: string) => Object.keys(locales[`../../locales/${code}.json`] ?? {}).sort();

describe('i18n', () => {
  it('a non-main language falls back to English', async () => {
    await activateLanguage('JA');
    expect(i18next.language).toBe('JA');
    expect(localeFileFor('JA')).toBe('EN');
    expect(i18next.t('nav_home')).toBe('Home');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('main languages use their own file', async () => {
    await activateLanguage('TY');
    expect(i18next.t('sign_out')).toBe('Mag-sign out');
    await activateLanguage('CN');
    expect(i18next.t('nav_home')).toBe('首页');
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

  it.each(MAIN_LANGUAGES.filter((c) => c !== 'EN'))('%s has every English key, and no others', (code) => {
    expect(keysOf(code)).toEqual(keysOf('EN'));
  });

  it.each(MAIN_LANGUAGES.filter((c) => c !== 'EN'))('%s is really translated', (code) => {
    const en = locales['../../locales/EN.json']!;
    const other = locales[`../../locales/${code}.json`]!;
    const same = Object.keys(en).filter((k) => en[k] === other[k]);
    // Brand names and a few loan words may match English; most texts must not.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.2);
    expect(Object.values(other).every((v) => v.trim().length > 0)).toBe(true);
  });
});
