import { describe, expect, it } from 'vitest';
import { MemberType, showsReferralShortcut } from '../src/index.js';

describe('home referral shortcut rule', () => {
  it('shows to a visitor and to non-agent members while the referral promotion is on', () => {
    expect(showsReferralShortcut(true, null)).toBe(true);
    expect(showsReferralShortcut(true, MemberType.member)).toBe(true);
    expect(showsReferralShortcut(true, MemberType.trial)).toBe(true);
    expect(showsReferralShortcut(true, 2)).toBe(true);
  });

  it('hides from an agent (type 1)', () => {
    expect(showsReferralShortcut(true, MemberType.agent)).toBe(false);
  });

  it('hides from everyone, visitors included, while the referral promotion is off', () => {
    for (const type of [null, MemberType.member, MemberType.agent, MemberType.trial]) {
      expect(showsReferralShortcut(false, type)).toBe(false);
    }
  });
});
