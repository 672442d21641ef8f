import { describe, expect, it } from 'vitest';
import {
  AmountSchema,
  BindBankCardSchema,
  PaymentPasswordSchema,
  amountProblem,
  depositBonus,
  isBankAccountNo,
  isMoneyAmount,
  isPaymentPassword,
  isSecurityAnswer,
  newPasswordProblems,
  newPaymentPasswordProblem,
} from '../src/index.js';

// The zod-free rules the client's forms run, and the schemas the server runs on the same values: they must agree.
describe('form rules shared by both sides', () => {
  it.each(['1', '100', '100.5', '100.50', '999999999999.99'])('%s is a money amount', (v) => {
    expect(isMoneyAmount(v)).toBe(true);
    expect(AmountSchema.safeParse(v).success).toBe(true);
  });
  it.each(['', '.5', '1.', '1.234', '-1', '1e3', '1,000', '1000000000000'])('%s is not a money amount', (v) => {
    expect(isMoneyAmount(v)).toBe(false);
    expect(AmountSchema.safeParse(v).success).toBe(false);
  });

  it('payment password: six digits', () => {
    for (const v of ['123456', '000000']) expect([isPaymentPassword(v), PaymentPasswordSchema.safeParse(v).success]).toEqual([true, true]);
    for (const v of ['12345', '1234567', '12345a', '']) expect([isPaymentPassword(v), PaymentPasswordSchema.safeParse(v).success]).toEqual([false, false]);
  });

  it('bank account number: 8 to 24 digits', () => {
    const card = (accountNo: string) => BindBankCardSchema.safeParse({ bankCode: 'ICBC', accountName: 'A', accountNo }).success;
    for (const v of ['12345678', '1'.repeat(24)]) expect([isBankAccountNo(v), card(v)]).toEqual([true, true]);
    for (const v of ['1234567', '1'.repeat(25), '1234 5678']) expect([isBankAccountNo(v), card(v)]).toEqual([false, false]);
  });

  it('security answer: trimmed, 1 to 64 characters', () => {
    expect(isSecurityAnswer('  Rex  ')).toBe(true);
    expect(isSecurityAnswer('   ')).toBe(false);
    expect(isSecurityAnswer('x'.repeat(64))).toBe(true);
    expect(isSecurityAnswer('x'.repeat(65))).toBe(false);
  });

  it('deposit bonus: percent of the amount, capped, nothing below the minimum', () => {
    const promo = { percent: '10.00', minDeposit: '100.00', maxBonus: '50.00' };
    expect(depositBonus('99.99', promo)).toBeNull();
    expect(depositBonus('100', promo)).toBe('10.00');
    expect(depositBonus('123.45', promo)).toBe('12.34');
    expect(depositBonus('1000', promo)).toBe('50.00');
    expect(depositBonus('abc', promo)).toBeNull();
  });

  it('new password: the rule, not the old one, the same twice', () => {
    const rule = { acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$', minLength: 6, maxLength: 12, enabled: true, required: true };
    expect(newPasswordProblems(rule, 'Abc12345', 'Abc12345')).toEqual({});
    expect(newPasswordProblems(undefined, '', '')).toEqual({ password: 'reg_required_password', confirm: 'in_incorrect_password' });
    expect(newPasswordProblems(rule, 'abc', 'abc')).toEqual({ password: 'reg_format_password' });
    expect(newPasswordProblems(rule, 'Abc12345', 'Abc12345', 'Abc12345')).toEqual({ password: 'err_password_same' });
    expect(newPasswordProblems(rule, 'Abc12345', 'Abc12346')).toEqual({ confirm: 'in_confirmation_correct' });
  });

  it('amount against its limits: invalid, below, above, funds', () => {
    const limits = { min: '100.00', max: '50000.00', balance: '300.00' };
    expect(amountProblem('abc', limits)).toBe('invalid');
    expect(amountProblem('0', {})).toBe('invalid');
    expect(amountProblem('99.99', limits)).toBe('below');
    expect(amountProblem('50000.01', limits)).toBe('above');
    expect(amountProblem('300.01', limits)).toBe('funds');
    expect(amountProblem('300', limits)).toBeNull();
    expect(amountProblem('0.01')).toBeNull();
  });

  it('a new payment password: six digits, no runs (also across 9-0) and no repeated digit', () => {
    for (const pin of ['123456', '654321', '111111', '000000', '789012', '321098', '901234']) {
      expect(newPaymentPasswordProblem(pin), pin).toBe('trivial');
    }
    for (const pin of ['246810', '135790', '975310', '112233', '123457', '314159']) expect(newPaymentPasswordProblem(pin), pin).toBeNull();
    for (const pin of ['12345', '1234567', '12345a', '']) expect(newPaymentPasswordProblem(pin), pin).toBe('format');
  });
});
