import { describe, expect, it } from 'vitest';
import { dividendBody, salaryBody, validateTiers, type TierRow } from './tiers-rules';

const row = (threshold: string, members: string, value: string): TierRow => ({ threshold, members, value });

describe('tiers editor validation', () => {
  it.each([
    ['salary', [row('1000', '3', '50')], {}],
    ['salary', [row('0', '0', '0.01'), row('1000.5', '10', '88.88')], {}],
    ['dividend', [row('500', '2', '12.5'), row('5000', '5', '100')], {}],
    ['salary', [], { list: 'ac_err_no_tiers' }],
    ['salary', Array.from({ length: 11 }, (_, i) => row(String(i), '1', '1')), { list: 'ac_err_too_many' }],
    ['salary', [row('', '3', '50')], { '0.threshold': 'ac_err_amount' }],
    ['salary', [row('1.234', '3', '50')], { '0.threshold': 'ac_err_amount' }],
    ['salary', [row('-5', '3', '50')], { '0.threshold': 'ac_err_amount' }],
    ['salary', [row('100', '2.5', '50')], { '0.members': 'ac_err_members' }],
    ['salary', [row('100', '', '50')], { '0.members': 'ac_err_members' }],
    ['salary', [row('100', '2000000', '50')], { '0.members': 'ac_err_members' }],
    ['salary', [row('100', '2', '0')], { '0.value': 'ac_err_positive' }],
    ['salary', [row('100', '2', 'abc')], { '0.value': 'ac_err_amount' }],
    ['dividend', [row('100', '2', '0')], { '0.value': 'ac_err_share' }],
    ['dividend', [row('100', '2', '100.01')], { '0.value': 'ac_err_share' }],
    ['dividend', [row('100', '2', '12.345')], { '0.value': 'ac_err_share' }],
    ['salary', [row('100', '2', '5'), row('100.00', '2', '9')], { '1.threshold': 'ac_err_duplicate' }],
  ] as const)('%s %j -> %j', (mode, rows, errors) => {
    expect(validateTiers(mode, rows)).toEqual(errors);
  });

  it('keeps a salary proposal within the caller own terms, row by row', () => {
    const own = { salary: [{ minTeamValidBet: '1000.00', minActiveMembers: 3, amount: '50.00' }] };
    expect(validateTiers('salary', [row('1000', '3', '50')], own)).toEqual({});
    expect(validateTiers('salary', [row('2000', '5', '40')], own)).toEqual({});
    // Lower minimums than the caller's own first tier: the caller earns nothing there, so it cannot pay.
    expect(validateTiers('salary', [row('999.99', '3', '10')], own)).toEqual({ '0.value': 'ac_err_exceeds' });
    expect(validateTiers('salary', [row('1000', '3', '10'), row('5000', '9', '50.01')], own)).toEqual({ '1.value': 'ac_err_exceeds' });
  });

  it('keeps a dividend share within the caller own share', () => {
    const own = { dividend: [{ minTeamNetLoss: '0.00', minActiveMembers: 0, sharePct: 3000 }] };
    expect(validateTiers('dividend', [row('100', '1', '30')], own)).toEqual({});
    expect(validateTiers('dividend', [row('100', '1', '30.01')], own)).toEqual({ '0.value': 'ac_err_exceeds' });
  });

  it('turns rows into request bodies (trimmed, share in basis points)', () => {
    expect(salaryBody([row(' 1000 ', '3', '50.5')])).toEqual([{ minTeamValidBet: '1000', minActiveMembers: 3, amount: '50.5' }]);
    expect(dividendBody([row('500', '2', '12.5'), row('1', '0', '0.01')])).toEqual([
      { minTeamNetLoss: '500', minActiveMembers: 2, sharePct: 1250 },
      { minTeamNetLoss: '1', minActiveMembers: 0, sharePct: 1 },
    ]);
  });
});
