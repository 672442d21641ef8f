import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

// The translator's rules, on a translator of its own (the page's one holds the real locale files).
function translator() {
  const i18n = new Translator();
  i18n.init({ fallbackLng: 'EN' });
  i18n.addResourceBundle('EN', {
    hello: 'Hello {{name}}',
    only_en: 'English only',
    tickets_one: '{{count}} ticket',
    tickets_other: '{{count}} tickets',
    none_zero: 'nothing',
    none_other: '{{count}} things',
    empty: '',
    plain: 'Plain',
  });
  i18n.addResourceBundle('PT', { hello: 'Olá {{ name }}', tickets_one: '{{count}} bilhete', tickets_other: '{{count}} bilhetes' });
  i18n.changeLanguage('PT');
  return i18n;
}

describe('translator', () => {
  it('fills values, an absent one as empty, spaces inside the braces allowed', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Olá Ana');
    expect(i18n.t('hello')).toBe('Olá ');
    expect(i18n.t('hello', { name: null })).toBe('Olá ');
    expect(i18n.t('hello', { name: 7, lng: 'EN' })).toBe('Hello 7');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const i18n = translator();
    expect(i18n.t('only_en')).toBe('English only');
    expect(i18n.t('missing', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(i18n.t('missing')).toBe('missing');
    expect(i18n.t('empty')).toBe('');
    expect([i18n.exists('only_en'), i18n.exists('missing'), i18n.exists('tickets', { count: 2 })]).toEqual([true, false, true]);
  });

  it('picks plural forms by the language rules, _zero first for 0, and the key without a plural form', () => {
    const i18n = translator();
    // Portuguese counts 0 and 1 as "one".
    expect([0, 1, 2].map((count) => i18n.t('tickets', { count }))).toEqual(['0 bilhete', '1 bilhete', '2 bilhetes']);
    expect([0, 1, 2].map((count) => i18n.t('tickets', { count, lng: 'EN' }))).toEqual(['0 tickets', '1 ticket', '2 tickets']);
    expect([0, 3].map((count) => i18n.t('none', { count }))).toEqual(['nothing', '3 things']);
    expect(i18n.t('plain', { count: 5 })).toBe('Plain');
  });

  it('tells its listeners about a new language and new texts', () => {
    const i18n = translator();
    const heard: string[] = [];
    i18n.on('languageChanged', () => heard.push(`lng ${i18n.language}`));
    i18n.on('added', () => heard.push('added'));
    i18n.addResourceBundle('VI', { hello: 'Xin chào {{name}}' });
    i18n.changeLanguage('VI');
    expect(heard).toEqual(['added', 'lng VI']);
    expect(i18n.hasResourceBundle('VI')).toBe(true);
    expect(i18n.t('hello', { name: 'Minh' })).toBe('Xin chào Minh');
  });
});
