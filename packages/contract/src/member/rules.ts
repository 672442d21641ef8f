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
  nicknameMax: 32,
  payeeNameMax: 64,
  securityAnswerMax: 64,
} as const;

/** The payment password: exactly six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** A withdrawal card's account number: 8 to 24 digits. */
export const BANK_ACCOUNT_NO_PATTERN = /^\d{8,24}$/;

export const isPaymentPassword = (v: string): boolean => PAYMENT_PASSWORD_PATTERN.test(v);
export const isBankAccountNo = (v: string): boolean => BANK_ACCOUNT_NO_PATTERN.test(v);
/** A security answer as it is stored: trimmed, 1 to 64 characters. */
export const isSecurityAnswer = (v: string): boolean => {
  const a = v.trim();
  return a.length > 0 && a.length <= MEMBER_LIMITS.securityAnswerMax;
};
