import { describe, expect, it } from 'vitest';
import {
  CheckPromoCodeQuerySchema,
  DepositRequestSchema,
  OpsDepositPromoUpdateSchema,
  PROMO_CODE_PATTERN,
  depositBonus,
} from '../src/index.js';

describe('deposit promo and bonus codes', () => {
  it.each([
    ['WELCOME8', true],
    ['welcome-8_x', true],
    ['A', false],
    ['with space', false],
    ['X'.repeat(33), false],
    ['码码', false],
  ])('%s is a code: %s', (code, ok) => {
    expect(PROMO_CODE_PATTERN.test(code)).toBe(ok);
  });

  it('a listed promotion with a fixed part shows the bonus the server pays', () => {
    const promo = { percent: '5.00', fixedBonus: '10.00', maxBonus: '25.00', minDeposit: '100.00' };
    expect(depositBonus('99.99', promo)).toBeNull();
    expect(depositBonus('100', promo)).toBe('15.00');
    expect(depositBonus('200', promo)).toBe('20.00');
    expect(depositBonus('1000', promo)).toBe('25.00');
  });

  it('a deposit takes a picked promotion or a code, not both', () => {
    const base = { channelId: 1, amount: '100', requestId: 'req-12345678' };
    expect(DepositRequestSchema.safeParse({ ...base, promoCode: ' welcome8 ' }).data?.promoCode).toBe('welcome8');
    expect(DepositRequestSchema.safeParse({ ...base, promoId: 1 }).success).toBe(true);
    const both = DepositRequestSchema.safeParse({ ...base, promoId: 1, promoCode: 'WELCOME8' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['promoCode']);
    expect(CheckPromoCodeQuerySchema.safeParse({ code: 'x', amount: '100' }).success).toBe(false);
  });

  it('an operator update names something, and only known fields', () => {
    expect(OpsDepositPromoUpdateSchema.safeParse({ enabled: false }).success).toBe(true);
    expect(OpsDepositPromoUpdateSchema.safeParse({}).success).toBe(false);
    expect(OpsDepositPromoUpdateSchema.safeParse({ uses: 3 }).success).toBe(false);
    expect(OpsDepositPromoUpdateSchema.safeParse({ maxUses: 0 }).success).toBe(false);
    expect(OpsDepositPromoUpdateSchema.safeParse({ maxUses: null, startsAt: '2030-01-01T00:00:00Z' }).success).toBe(true);
  });
});
