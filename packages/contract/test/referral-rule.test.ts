import { describe, expect, it } from 'vitest';
import { MemberType, invitationPath, maskInvitee, referralStatus, showsReferralShortcut } from '../src/index.js';

describe('referral shortcut rule (agents by the menus reading: types 1, 2, 41, 42)', () => {
  it.each([
    [null, true],
    [MemberType.member, true],
    [MemberType.trial, true],
    [3, true],
    [40, true],
    [MemberType.agent, false],
    [2, false],
    [41, false],
    [42, false],
  ])('type %s while the referral promotion is on: %s', (type, shown) => {
    expect(showsReferralShortcut(true, type)).toBe(shown);
  });

  it('hides from everyone, visitors included, while the referral promotion is off', () => {
    for (const type of [null, MemberType.member, MemberType.agent, MemberType.trial, 2, 41]) {
      expect(showsReferralShortcut(false, type)).toBe(false);
    }
  });
});

describe('referral rules', () => {
  it('the invitation link is the register page carrying the code', () => {
    expect(invitationPath('AB3DEF7G')).toBe('/m/register?affiliateCode=AB3DEF7G');
  });

  it.each([
    [{ depositedAt: null, rewardedAt: null }, 'registered'],
    [{ depositedAt: new Date(), rewardedAt: null }, 'deposited'],
    [{ depositedAt: new Date(), rewardedAt: new Date() }, 'qualified'],
  ] as const)('status of %o is %s', (p, status) => {
    expect(referralStatus(p)).toBe(status);
  });

  it.each([
    ['friend2024', 'fr***24'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['a', 'a***'],
  ])('masks %s as %s', (account, masked) => {
    expect(maskInvitee(account)).toBe(masked);
  });
});
