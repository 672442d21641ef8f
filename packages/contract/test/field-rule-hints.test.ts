import { describe, expect, it } from 'vitest';
import { NicknameSchema, checkRegisterValue, describeFieldRule, isNickname, type FieldRule } from '../src/index.js';

const rule = (acceptedPattern: string, minLength: number, maxLength: number): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  enabled: true,
  required: false,
});

describe('describeFieldRule: the rule a register message states (issue 15 item 12)', () => {
  it('names lengths and the allowed characters of a simple class', () => {
    expect(describeFieldRule('username', rule('^[A-Za-z0-9_]+$', 4, 16))).toEqual({
      minLength: 4,
      maxLength: 16,
      only: ['letters', 'digits', { char: '_' }],
    });
    expect(describeFieldRule('mobileNum', rule('^\\d+$', 6, 20))).toEqual({ minLength: 6, maxLength: 20, only: ['digits'] });
    expect(describeFieldRule('line', rule('^[\\w.-]+$', 4, 20)).only).toEqual(['letters', 'digits', { char: '_' }, { char: '.' }, { char: '-' }]);
  });

  it('names what must appear (look-aheads) and refused characters', () => {
    expect(describeFieldRule('password', rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 6, 20))).toEqual({
      minLength: 6,
      maxLength: 20,
      only: ['visible'],
      needs: ['letters', 'digits'],
    });
    expect(describeFieldRule('payeeName', rule('^[^<>&"\'0-9]+$', 2, 50)).not).toEqual([
      { char: '<' },
      { char: '>' },
      { char: '&' },
      { char: '"' },
      { char: "'" },
      'digits',
    ]);
  });

  it('gives lengths only for a pattern of another shape', () => {
    expect(describeFieldRule('wechat', rule('^[A-Za-z][\\w-]+$', 6, 20))).toEqual({ minLength: 6, maxLength: 20 });
    expect(describeFieldRule('email', rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 254))).toEqual({ minLength: 6, maxLength: 254 });
  });

  it('folds the contract nickname rule into a laxer merchant rule', () => {
    expect(describeFieldRule('nickname', rule('^.+$', 1, 40))).toEqual({
      minLength: 2,
      maxLength: 20,
      not: [{ char: '<' }, { char: '>' }, { char: '&' }, { char: '"' }, { char: "'" }],
    });
  });
});

describe('one nickname rule for registration and the personal settings (issue 15 item 14)', () => {
  it('refuses markup characters and more than 20 characters on both sides', () => {
    const lax = rule('^.+$', 1, 40);
    for (const bad of ['<img src=x onerror=alert(1)>', 'Tom & Jerry', 'a'.repeat(21), 'x']) {
      expect(isNickname(bad)).toBe(false);
      expect(checkRegisterValue('nickname', lax, bad)).toBe('format');
      expect(NicknameSchema.safeParse({ nickname: bad }).success).toBe(false);
    }
    for (const good of ['Lucky Demo', 'a'.repeat(20), '玩家一号']) {
      expect(isNickname(good)).toBe(true);
      expect(checkRegisterValue('nickname', lax, good)).toBeNull();
      expect(NicknameSchema.safeParse({ nickname: good }).success).toBe(true);
    }
    // Other fields keep only the merchant's rule; an empty optional nickname passes.
    expect(checkRegisterValue('username', lax, 'x')).toBeNull();
    expect(checkRegisterValue('nickname', lax, '')).toBeNull();
  });
});
