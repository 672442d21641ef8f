// Invite friends and referral rewards (issue 14), zod-free so the client can use it without zod.

/**
 * Where an invitee stands: registered with the code, made the qualifying first deposit, or met every condition and
 * the inviter was rewarded (`qualified`).
 */
export const REFERRAL_STATUSES = ['registered', 'deposited', 'qualified'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_PAGE_SIZE = 20;

/** The register page reads the invitation code from this query parameter and pre-fills the invitation field. */
export const INVITATION_PARAM = 'affiliateCode';

/** The site path of a member's invitation link: the register page carrying the code. */
export const invitationPath = (code: string): string => `/m/register?${INVITATION_PARAM}=${encodeURIComponent(code)}`;

/** Personal codes: 8 characters without the look-alikes 0/O, 1/I/L, so a code read aloud or typed from a picture works. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

/** An invitee's status from its progress. */
export function referralStatus(p: { depositedAt: unknown; rewardedAt: unknown }): ReferralStatus {
  if (p.rewardedAt) return 'qualified';
  return p.depositedAt ? 'deposited' : 'registered';
}

/** An invitee's account as the inviter sees it: first two and last two characters (a short one keeps only its first). */
export function maskInvitee(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}
