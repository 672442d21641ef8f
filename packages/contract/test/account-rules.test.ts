import { describe, expect, it } from 'vitest';
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  SmsCodeRequestSchema,
  checkRegisterField,
  isCaptcha,
  isDialingCode,
  isEmail,
  isMobileNumber,
  isSmsCode,
  registerFieldMessage,
  type FieldRule,
} from '../src/index.js';

const rule = (p: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '^[a-z0-9]+$',
  minLength: 4,
  maxLength: 8,
  enabled: true,
  required: false,
  ...p,
});

describe('register field rules (shared by the register screen and the server)', () => {
  it('lets an optional empty field pass and refuses a required empty one', () => {
    expect(checkRegisterField(rule(), '')).toBeNull();
    expect(checkRegisterField(rule(), undefined)).toBeNull();
    expect(checkRegisterField(rule({ required: true }), '')).toBe('required');
  });

  it('ignores disabled or missing rules', () => {
    expect(checkRegisterField(rule({ enabled: false, required: true }), '')).toBeNull();
    expect(checkRegisterField(undefined, '!!')).toBeNull();
  });

  it('checks lengths and the pattern', () => {
    expect(checkRegisterField(rule(), 'abc')).toBe('format');
    expect(checkRegisterField(rule(), 'abcdefghi')).toBe('format');
    expect(checkRegisterField(rule(), 'ab!d')).toBe('format');
    expect(checkRegisterField(rule(), 'ab12')).toBeNull();
  });

  it('survives an operator typo in a pattern (lengths still apply)', () => {
    expect(checkRegisterField(rule({ acceptedPattern: '([' }), 'ab12')).toBeNull();
    expect(checkRegisterField(rule({ acceptedPattern: '([' }), 'a')).toBe('format');
  });

  it('names the spec keys for confirmation, captcha and invitation code', () => {
    expect(registerFieldMessage('confirmPassword', 'required')).toBe('in_incorrect_password');
    expect(registerFieldMessage('captcha', 'format')).toBe('in_vwrite_code');
    expect(registerFieldMessage('affiliateCode', 'format')).toBe('invitation_code_error');
    expect(registerFieldMessage('email', 'format')).toBe('reg_format_email');
    expect(registerFieldMessage('username', 'required')).toBe('reg_required_username');
  });
});

describe('account input checks', () => {
  it.each([
    [isCaptcha, '123456', true],
    [isCaptcha, '12345', false],
    [isCaptcha, '12345a', false],
    [isSmsCode, '1234567890', true],
    [isSmsCode, '12345678901', false],
    [isSmsCode, '12a', false],
    [isMobileNumber, '9171234567', true],
    [isMobileNumber, '1'.repeat(20), true],
    [isMobileNumber, '1'.repeat(21), false],
    [isMobileNumber, '917-123', false],
    [isDialingCode, '+63', true],
    [isDialingCode, '63', false],
    [isEmail, 'a@b.co', true],
    [isEmail, 'a@b', false],
    [isEmail, `${'a'.repeat(250)}@b.co`, false],
  ] as const)('%o(%s) is %s', (fn, value, expected) => {
    expect(fn(value)).toBe(expected);
  });

  it('schemas: login type, SMS request needs a number, registration type 0', () => {
    expect(LoginRequestSchema.safeParse({ username: 'a', password: 'b', type: 'sms', countryDialingCode: '+63' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ username: 'a', password: 'b', type: 'x' }).success).toBe(false);
    expect(SmsCodeRequestSchema.safeParse({ countryDialingCode: '+63' }).success).toBe(false);
    expect(SmsCodeRequestSchema.safeParse({ mobileNo: '9171234567', countryDialingCode: '+63' }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ type: 0, registerMethod: 'PWA' }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ registerMethod: 'DESKTOP' }).success).toBe(false);
  });
});
