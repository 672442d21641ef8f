import { describe, expect, it } from 'vitest';
import {
  flattenWhitelabel,
  formatMoney,
  formatMoneyText,
  isAgentForContractPrompt,
  LANGUAGES,
  localeTag,
  MAIN_LANGUAGES,
  isAgentForMenus,
  isTrial,
  minorToMoney,
  moneyToMinor,
  passesFreeCheck,
  SystemStatusSchema,
} from '../src/index.js';

describe('money', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [100000n, '1000.00'],
    [-12345n, '-123.45'],
    [123456789012345n, '1234567890123.45'],
  ])('minorToMoney(%s) = %s and back', (minor, money) => {
    expect(minorToMoney(minor)).toBe(money);
    expect(moneyToMinor(money)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '1,00', '1e3', ' . '])('moneyToMinor refuses %j', (bad) => {
    expect(() => moneyToMinor(bad)).toThrow();
  });

  it.each([
    ['0.00', '0.00'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['1234567.50', '1,234,567.50'],
    ['-1234.50', '-1,234.50'],
  ])('formatMoney(%s) = %s', (money, shown) => {
    expect(formatMoney(money)).toBe(shown);
  });

  it('formats with other separators', () => {
    expect(formatMoney('1234567.50', { decimal: ',', group: '.' })).toBe('1.234.567,50');
  });

  it.each([
    ['993.04', '￥993.04'],
    ['2337.08', '￥2,337.08'],
    ['-1500.5', '-￥1,500.50'],
    ['1000', '￥1,000.00'],
    ['abc', 'abc'],
  ])('formatMoneyText(%s) = %s: symbol, #,##0.00, sign in front', (money, shown) => {
    expect(formatMoneyText(money, { symbol: '￥' })).toBe(shown);
  });

  it('formatMoneyText needs nothing outside itself (the in-house game pages run its source)', () => {
    const copy = new Function(`return (${String(formatMoneyText)})`)() as typeof formatMoneyText;
    expect(copy('1234567.5', { symbol: 'R$', decimal: ',', group: '.' })).toBe('R$1.234.567,50');
  });
});

describe('languages', () => {
  it('every main language has a locale tag Intl knows', () => {
    expect(MAIN_LANGUAGES.map(localeTag)).toEqual(['en', 'fil-PH', 'zh-CN', 'th', 'vi', 'pt-BR']);
    for (const { code } of LANGUAGES) expect(Intl.DateTimeFormat.supportedLocalesOf(localeTag(code))).toHaveLength(1);
  });

  it('an unknown code reads as English', () => {
    expect(localeTag('XX')).toBe('en');
  });
});

describe('member types', () => {
  it.each([
    [0, false, true, false, true],
    [1, false, true, true, true],
    [2, false, true, true, true],
    [4, true, false, false, false],
    [40, false, false, false, false],
    [41, false, false, true, false],
    [42, false, false, true, false],
    [3, false, false, false, true],
  ])('type %i: trial=%s free=%s menuAgent=%s promptAgent=%s', (type, trial, free, menuAgent, promptAgent) => {
    expect(isTrial(type)).toBe(trial);
    expect(passesFreeCheck(type)).toBe(free);
    expect(isAgentForMenus(type)).toBe(menuAgent);
    expect(isAgentForContractPrompt(type)).toBe(promptAgent);
  });
});

describe('whitelabel', () => {
  it('flattens a tree, a child is off when its parent is off', () => {
    const flags = flattenWhitelabel([
      { modId: 'REG', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
      { modId: 'LOGIN', enabled: '0', childrenNodes: [{ modId: 'GOOGLELOGIN3', enabled: '1', childrenNodes: [] }] },
    ]);
    expect(flags).toEqual({ REG: true, DIRECTREG3: true, LOGIN: false, GOOGLELOGIN3: false });
  });

  it('status schema refuses an unknown status code', () => {
    expect(SystemStatusSchema.shape.status.safeParse(3).success).toBe(false);
    expect(SystemStatusSchema.shape.status.safeParse(1).success).toBe(true);
  });
});
