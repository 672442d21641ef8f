import { z } from 'zod';
import { IdSchema, MoneySchema, OpsCodeSchema, optionalText, pageOf, PageNoSchema, pageSizeOf } from '../common.js';
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

// Operator calls on members (issue 13, support staff): search, profile, history, lock, password reset, sign-out.

/** A member as support sees it: active, locked by an operator (until a time or until unlocked), or disabled. */
export const OPS_MEMBER_STATUSES = ['active', 'locked', 'disabled'] as const;
export const OpsMemberStatusSchema = z.enum(OPS_MEMBER_STATUSES);
export type OpsMemberStatus = z.infer<typeof OpsMemberStatusSchema>;

/**
 * What the search text is: the account (username prefix, any case), the mobile number (its last digits), the e-mail
 * (prefix, any case), the member id, or an agent (members invited by that agent's account or invitation code);
 * `any` tries them all.
 */
export const OPS_MEMBER_SEARCH_BY = ['any', 'username', 'mobile', 'email', 'id', 'agent'] as const;
export const OpsMembersQuerySchema = z.object({
  q: optionalText(64),
  by: z.enum(OPS_MEMBER_SEARCH_BY).default('any'),
  /** Only members invited by this agent (account or invitation code). */
  agent: optionalText(64),
  status: OpsMemberStatusSchema.optional(),
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(100, 20),
});
export type OpsMembersQuery = z.input<typeof OpsMembersQuerySchema>;

export const OpsMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** MemberType: 0 member, 1 agent, 4 trial ... */
  type: z.number().int(),
  /** `+<dialing code>|<digits>`, unmasked for operators. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Main wallet balance in the merchant's currency. */
  balance: MoneySchema,
  status: OpsMemberStatusSchema,
  /** The VIP club label reached (`VIP 1`), if any. */
  vipLevel: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The upline: the account whose invitation code the member registered with. */
  agent: z.string().nullable(),
});
export type OpsMemberRow = z.infer<typeof OpsMemberRowSchema>;
export const OpsMemberPageSchema = pageOf(OpsMemberRowSchema);
export type OpsMemberPage = z.infer<typeof OpsMemberPageSchema>;

/** A member of the merchant in an operator call's path (`.../members/:id`). */
export const OpsMemberParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });

/** An operator's lock of the account: why, by whom, since and until when (null: until unlocked). */
export const OpsMemberLockSchema = z.object({
  reason: z.string(),
  lockedBy: z.string(),
  lockedAt: z.string(),
  until: z.string().nullable(),
});
export type OpsMemberLock = z.infer<typeof OpsMemberLockSchema>;

export const OpsMemberTotalsSchema = z.object({
  /** Credited deposits. */
  deposits: MoneySchema,
  depositCount: z.number().int(),
  /** Paid withdrawals. */
  withdrawals: MoneySchema,
  withdrawalCount: z.number().int(),
  /** Withdrawals requested and not decided yet (the money is held). */
  pendingWithdrawals: MoneySchema,
  /** Valid bets: stakes of settled rounds (the definition at BetRecordPageSchema's summary). */
  validBets: MoneySchema,
  betCount: z.number().int(),
});
export type OpsMemberTotals = z.infer<typeof OpsMemberTotalsSchema>;

export const OpsMemberDetailSchema = OpsMemberRowSchema.extend({
  /** The name withdrawals are paid to (security centre, else the registration form's). */
  payeeName: z.string().nullable(),
  /** Optional registration fields: birthday, ID number, messenger accounts ... */
  profile: z.record(z.string(), z.string()),
  /** The member's own invitation code (agents). */
  affiliateCode: z.string().nullable(),
  /** The invitation code the member registered with. */
  referredBy: z.string().nullable(),
  registerMethod: z.string().nullable(),
  registerUrl: z.string().nullable(),
  /** The address of the registration, when the registration opened a session that was recorded. */
  registerIp: z.string().nullable(),
  /** The password is an operator's temporary one: the member must change it at the next login. */
  mustChangePassword: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  lock: OpsMemberLockSchema.nullable(),
  bankCards: z.number().int(),
  openSessions: z.number().int(),
  totals: OpsMemberTotalsSchema,
});
export type OpsMemberDetail = z.infer<typeof OpsMemberDetailSchema>;

/** A ledger kind (`deposit`, `bet`, `settle` ...). */
const LedgerKindSchema = z.string().trim().regex(/^[a-z_]{1,32}$/);
export const OpsMemberLedgerQuerySchema = z.object({ kind: LedgerKindSchema.optional(), pageNo: PageNoSchema, pageSize: pageSizeOf(200, 50) });
export const OpsMemberLedgerEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  kind: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  /** The entry's idempotency key (`deposit:D123`, `settle:INHOUSE:r1` ...): what moved the money. */
  reference: z.string(),
});
export type OpsMemberLedgerEntry = z.infer<typeof OpsMemberLedgerEntrySchema>;
export const OpsMemberLedgerPageSchema = pageOf(OpsMemberLedgerEntrySchema);
export type OpsMemberLedgerPage = z.infer<typeof OpsMemberLedgerPageSchema>;

/** A page of a member's history (rounds, logins, messages). */
export const OpsMemberPageQuerySchema = z.object({ pageNo: PageNoSchema, pageSize: pageSizeOf(100, 20) });

export const OpsMemberRoundSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  time: z.string(),
  settledAt: z.string().nullable(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: MoneySchema,
  payout: MoneySchema,
  winLoss: MoneySchema,
  status: z.enum(['open', 'settled', 'void']),
});
export type OpsMemberRound = z.infer<typeof OpsMemberRoundSchema>;
export const OpsMemberRoundPageSchema = pageOf(OpsMemberRoundSchema);
export type OpsMemberRoundPage = z.infer<typeof OpsMemberRoundPageSchema>;

/** An open session of the member (one per login on a device). */
export const OpsMemberSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  /** The Device header of the login (`OTHERS` from a home-screen app). */
  device: z.string().nullable(),
});
export type OpsMemberSession = z.infer<typeof OpsMemberSessionSchema>;

/** How a session was opened; how a login with the right secret ended (opened, or refused: locked, disabled). */
export const MEMBER_LOGIN_METHODS = ['password', 'sms', 'register', 'trial'] as const;
export const MEMBER_LOGIN_RESULTS = ['ok', 'locked', 'disabled', 'excluded'] as const;
export type MemberLoginMethod = (typeof MEMBER_LOGIN_METHODS)[number];
export type MemberLoginResult = (typeof MEMBER_LOGIN_RESULTS)[number];
export const OpsMemberLoginSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  method: z.enum(MEMBER_LOGIN_METHODS),
  result: z.enum(MEMBER_LOGIN_RESULTS),
});
export type OpsMemberLogin = z.infer<typeof OpsMemberLoginSchema>;
export const OpsMemberLoginPageSchema = pageOf(OpsMemberLoginSchema);
export type OpsMemberLoginPage = z.infer<typeof OpsMemberLoginPageSchema>;

/** An inbox message the member can see: their own, or a broadcast sent since they registered. */
export const OpsMemberMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sentAt: z.string(),
  /** Sent to every member, not to this one only. */
  broadcast: z.boolean(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type OpsMemberMessage = z.infer<typeof OpsMemberMessageSchema>;
export const OpsMemberMessagePageSchema = pageOf(OpsMemberMessageSchema);
export type OpsMemberMessagePage = z.infer<typeof OpsMemberMessagePageSchema>;

/** Why the account is locked (the audit trail and the profile show it), and until when (default: until unlocked). */
export const OpsLockMemberSchema = z.object({
  reason: z.string().trim().min(2).max(200),
  until: z.string().datetime({ offset: true }).optional(),
});
export const OpsUnlockMemberSchema = z.object({ reason: z.string().trim().min(2).max(200) });
export const OpsMemberLockResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: OpsMemberStatusSchema,
  lock: OpsMemberLockSchema.nullable(),
  /** Sessions ended by this call. */
  sessionsEnded: z.number().int(),
});
export type OpsMemberLockResult = z.infer<typeof OpsMemberLockResultSchema>;

export const OpsResetMemberPasswordSchema = z.object({
  /** Default true: the member must change it at the next login. */
  temporary: z.boolean().default(true),
});
export const OpsMemberPasswordResetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Shown once, for support to read to the member; never stored in clear, masked in the audit trail. */
  temporaryPassword: z.string(),
  /** The member must change it at the next login. */
  temporary: z.boolean(),
  sessionsEnded: z.number().int(),
});
export type OpsMemberPasswordReset = z.infer<typeof OpsMemberPasswordResetSchema>;

export const OpsMemberSignOutSchema = z.object({ id: z.number().int(), username: z.string(), sessionsEnded: z.number().int() });
export type OpsMemberSignOut = z.infer<typeof OpsMemberSignOutSchema>;
