import { z } from 'zod';
import { SECURITY_QUESTION_COUNT } from '../constants.js';
import { ACCOUNT_LIMITS } from '../session/rules.js';
import { BANK_ACCOUNT_NO_PATTERN, MEMBER_LIMITS, PAYMENT_PASSWORD_PATTERN, isNickname, isTrivialPaymentPassword } from './rules.js';

const password = z.string().min(1).max(ACCOUNT_LIMITS.passwordMax);

export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const BankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits. */
  accountNo: z.string(),
  branch: z.string().nullable(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const BindBankCardSchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  accountName: z.string().trim().min(1).max(MEMBER_LIMITS.accountNameMax),
  accountNo: z.string().trim().regex(BANK_ACCOUNT_NO_PATTERN),
  branch: z.string().trim().max(MEMBER_LIMITS.branchMax).optional(),
});
export type BindBankCard = z.infer<typeof BindBankCardSchema>;

export const PaymentPasswordSchema = z.string().regex(PAYMENT_PASSWORD_PATTERN);
/** A payment password being set: six digits and not a trivial one (its message is the client's text key). */
export const NewPaymentPasswordSchema = PaymentPasswordSchema.refine((v) => !isTrivialPaymentPassword(v), { message: 'mn_pin_trivial' });
export const SetPaymentPasswordSchema = z.object({
  newPassword: NewPaymentPasswordSchema,
  /** Required when one is already set. */
  oldPassword: PaymentPasswordSchema.optional(),
});
export type SetPaymentPassword = z.infer<typeof SetPaymentPasswordSchema>;
export const ResetPaymentPasswordSchema = z.object({
  /** The login password proves who resets it. */
  loginPassword: z.string().min(1).max(128),
  newPassword: NewPaymentPasswordSchema,
});
export type ResetPaymentPassword = z.infer<typeof ResetPaymentPasswordSchema>;

export const SecurityConfigSchema = z.object({
  hasPaymentPassword: z.boolean(),
  paymentPasswordLocked: z.boolean(),
  bankCards: z.number().int(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
});
export type SecurityConfig = z.infer<typeof SecurityConfigSchema>;

export const NicknameSchema = z.object({ nickname: z.string().trim().refine((v) => isNickname(v), { message: 'mn_nickname_rule' }) });
export const PayeeNameSchema = z.object({ payeeName: z.string().trim().min(1).max(MEMBER_LIMITS.payeeNameMax) });

/** passWordChangeV2 (decrypted). */
export const ChangePasswordRequestSchema = z.object({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  currency: z.string(),
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** A question of the merchant's list; `key` names its text in the client's locale files (sq_q_<key>). */
export const SecurityQuestionSchema = z.object({ id: z.number().int(), key: z.string() });
export type SecurityQuestion = z.infer<typeof SecurityQuestionSchema>;

/** The member's chosen questions, never the answers. */
export const CustomerSecurityQuestionsSchema = z.object({
  set: z.boolean(),
  questions: z.array(SecurityQuestionSchema),
});
export type CustomerSecurityQuestions = z.infer<typeof CustomerSecurityQuestionsSchema>;

export const SetSecurityQuestionsSchema = z.object({
  /** The login password proves who sets or changes them. */
  loginPassword: z.string().min(1).max(128),
  answers: z
    .array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().min(1).max(MEMBER_LIMITS.securityAnswerMax) }))
    .length(SECURITY_QUESTION_COUNT)
    .refine((a) => new Set(a.map((x) => x.questionId)).size === a.length, { message: 'distinct' }),
});
export type SetSecurityQuestions = z.infer<typeof SetSecurityQuestionsSchema>;
