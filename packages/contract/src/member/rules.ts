/**
 * Rules of the member's own data that both sides run (no zod): the payment password, withdrawal cards, security
 * answers and the profile texts of the settings page.
 */
export const MEMBER_LIMITS = {
  paymentPasswordLength: 6,
  accountNameMax: 64,
  accountNoMin: 8,
  accountNoMax: 24,
  branchMax: 100,
  payeeNameMax: 64,
  securityAnswerMax: 64,
} as const;

/** The payment password: exactly six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** A withdrawal card's account number: 8 to 24 digits. */
export const BANK_ACCOUNT_NO_PATTERN = /^\d{8,24}$/;

export const isPaymentPassword = (v: string): boolean => PAYMENT_PASSWORD_PATTERN.test(v);

/**
 * A payment password anyone would try first: one digit repeated (111111) or a run of consecutive digits, up or down,
 * also across 9-0 (123456, 654321, 890123). A new payment password may not be one; one set before still verifies.
 */
export function isTrivialPaymentPassword(v: string): boolean {
  if (!isPaymentPassword(v)) return false;
  const steps = new Set([...v].slice(1).map((d, i) => (Number(d) - Number(v[i]) + 10) % 10));
  return steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9));
}

/** Why a new payment password cannot be set (not six digits, trivial), or null. The server checks the same. */
export function newPaymentPasswordProblem(v: string): 'format' | 'trivial' | null {
  if (!isPaymentPassword(v)) return 'format';
  return isTrivialPaymentPassword(v) ? 'trivial' : null;
}
export const isBankAccountNo = (v: string): boolean => BANK_ACCOUNT_NO_PATTERN.test(v);
/** A security answer as it is stored: trimmed, 1 to 64 characters. */
export const isSecurityAnswer = (v: string): boolean => {
  const a = v.trim();
  return a.length > 0 && a.length <= MEMBER_LIMITS.securityAnswerMax;
};

/**
 * The nickname, one rule for registration and the personal settings: 2 to 20 characters after trimming, none of
 * `< > & " '` (it is shown to other players). Registration applies it on top of the merchant's own nickname rule.
 */
export const NICKNAME_RULE = { minLength: 2, maxLength: 20, acceptedPattern: `^[^<>&"']+$` } as const;

export const isNickname = (v: string): boolean => {
  const n = v.trim();
  return n.length >= NICKNAME_RULE.minLength && n.length <= NICKNAME_RULE.maxLength && new RegExp(NICKNAME_RULE.acceptedPattern, 'u').test(n);
};
