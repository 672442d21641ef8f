import { z } from 'zod';
import { optionalText, OpsPageNoSchema, pageOf, pageSizeOf } from '../common.js';
import { ACCOUNT_LIMITS, REGISTER_METHODS } from './rules.js';
import { SecurityQuestionSchema } from '../member/schemas.js';
import { MEMBER_LIMITS } from '../member/rules.js';
import { SECURITY_QUESTION_COUNT } from '../constants.js';

/** Client-chosen id of one captcha image; the answer is kept against it (single use). */
export const CaptchaKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

/**
 * The login payload, sent encrypted (EncryptedBodySchema): username or mobile number, password or SMS code
 * (type 'sms' with countryDialingCode), captcha with the key of its image once the server asked for one.
 */
export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  captchaKey: CaptchaKeySchema.optional(),
  type: z.enum(['username', 'sms', '']).optional(),
  countryDialingCode: z.string().trim().regex(/^\+\d{1,4}$/).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  type: z.number().int(),
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** What the client keeps under MC_SESSION_INFO. */
export const SessionInfoSchema = LoginResultSchema;
export type SessionInfo = LoginResult;

const mobileNum = z.string().trim().regex(/^\d{6,20}$/);
const dialingCode = z.string().trim().regex(/^\+\d{1,4}$/);
const smsCode = z.string().trim().regex(/^\d{1,10}$/);
const password = z.string().min(1).max(ACCOUNT_LIMITS.passwordMax);

const text = (max: number) => z.string().max(max).optional();

/** An encrypted body (DESIGN.md): AES-GCM of the JSON payload, iv first, base64; the wrapped key is in `Encryption`. */
export const EncryptedBodySchema = z.object({ value: z.string().min(1).max(65_536) });
export type EncryptedBody = z.infer<typeof EncryptedBodySchema>;

/** /wps/session/key/rsa: the public key (SPKI, base64) that wraps each body's AES key. */
export const RsaKeySchema = z.object({
  publicKey: z.string(),
  keyAlgorithm: z.literal('RSA-OAEP-256'),
  bodyAlgorithm: z.literal('A256GCM'),
});
export type RsaKey = z.infer<typeof RsaKeySchema>;

export const CaptchaQuerySchema = z.object({ key: CaptchaKeySchema });
/** The captcha answer: a base64 PNG. */
export const CaptchaImageSchema = z.string();

/** Answer of a captcha-guarded failure (`value.captcha`). */
export const CaptchaSignalSchema = z.object({ captcha: z.boolean() });

/** SMS code request: `mobileNo` (login) or `mobileNum` (register), country dialing code. */
export const SmsCodeRequestSchema = z
  .object({
    mobileNum: mobileNum.optional(),
    mobileNo: mobileNum.optional(),
    countryDialingCode: dialingCode,
  })
  .refine((v) => v.mobileNum ?? v.mobileNo, { message: 'mobileNum required', path: ['mobileNum'] });
export type SmsCodeRequest = z.infer<typeof SmsCodeRequestSchema>;
/**
 * A code was sent: `expirationTime` (epoch ms) is when another may be asked for (ACCOUNT_LIMITS.smsResendMs), what the
 * "Get code" countdown shows; the code itself stays valid for ACCOUNT_LIMITS.smsCodeTtlMs.
 */
export const CodeSentSchema = z.object({ expirationTime: z.number().int() });
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** Registration payload of spec part 1 s3 (decrypted); the server checks each field against the register settings. */
export const RegisterRequestSchema = z.object({
  countryDialingCode: dialingCode.optional(),
  registerUrl: text(255),
  registerMethod: z.enum(REGISTER_METHODS).optional(),
  username: text(64),
  password: text(ACCOUNT_LIMITS.passwordMax),
  confirmPassword: text(ACCOUNT_LIMITS.passwordMax),
  affiliateCode: text(64),
  /** An agent's affiliate link code (`/m/register?aff=CODE`): the new member lands under that agent. */
  aff: text(64),
  paymentPassword: text(64),
  recommenderId: text(64),
  nickname: text(64),
  payeeName: text(128),
  email: text(ACCOUNT_LIMITS.emailMax),
  mobileNum: text(ACCOUNT_LIMITS.mobileMax),
  idNumber: text(64),
  qqNum: text(64),
  facebook: text(128),
  wechat: text(64),
  line: text(64),
  whatsapp: text(64),
  zalo: text(64),
  birthday: text(10),
  captcha: text(16),
  captchaKey: CaptchaKeySchema.optional(),
  type: z.union([z.literal(0), z.literal('0')]).optional(),
  domain: text(255),
  verificationCode: text(ACCOUNT_LIMITS.smsCodeMax),
  /** The agreement flag: must be true. */
  agreement: z.boolean().optional(),
  /** Age confirmation where the merchant sets a minimum age. */
  ageConfirmed: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const CheckUsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const CheckEmailQuerySchema = z.object({ email: z.string().trim().min(1).max(ACCOUNT_LIMITS.emailMax) });
export const AffiliateCheckQuerySchema = z.object({ code: z.string().trim().min(1).max(64) });
export const AvailabilitySchema = z.object({ available: z.boolean() });
export type Availability = z.infer<typeof AvailabilitySchema>;

/** /wps/member/trialuser: a new trial (type 4) account; the password is only ever in this answer. */
export const TrialUserSchema = z.object({ userName: z.string(), password: z.string() });
export type TrialUser = z.infer<typeof TrialUserSchema>;
export const FreeplayRequestSchema = z.object({
  userName: z.string().trim().min(1).max(64),
  password,
  moduleId: z.string().max(64).optional(),
});
export type FreeplayRequest = z.infer<typeof FreeplayRequestSchema>;
/** Trial login answer: the session plus customerType (spec: token, userName, customerType). */
export const FreeplayResultSchema = LoginResultSchema.extend({ customerType: z.number().int() });
export type FreeplayResult = z.infer<typeof FreeplayResultSchema>;

/** Forgot password by SMS: the code of /wps/verification/sms/noLogin and the new password (decrypted). */
export const ResetBySmsRequestSchema = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  verificationCode: smsCode,
  newPassword: password,
  confirmNewPassword: password,
});
export type ResetBySmsRequest = z.infer<typeof ResetBySmsRequestSchema>;

/** Forgot password by e-mail, step 1: send a code to the account's e-mail address. */
export const EmailCodeRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(ACCOUNT_LIMITS.emailMax),
});
export type EmailCodeRequest = z.infer<typeof EmailCodeRequestSchema>;
/** Step 2 (decrypted): the code from the e-mail and the new password. */
export const ResetByEmailRequestSchema = EmailCodeRequestSchema.extend({
  verificationCode: smsCode,
  newPassword: password,
  confirmNewPassword: password,
});
export type ResetByEmailRequest = z.infer<typeof ResetByEmailRequestSchema>;

/** Forgot password by security questions (issue 33 item 7), step 1: the account's questions. */
export const RecoveryQuestionsRequestSchema = z.object({ username: z.string().trim().min(1).max(64) });
export type RecoveryQuestionsRequest = z.infer<typeof RecoveryQuestionsRequestSchema>;
export const RecoveryQuestionsSchema = z.object({ questions: z.array(SecurityQuestionSchema) });
export type RecoveryQuestions = z.infer<typeof RecoveryQuestionsSchema>;
/** Step 2 (decrypted): the answers and the new password. */
export const ResetByQuestionsRequestSchema = RecoveryQuestionsRequestSchema.extend({
  answers: z
    .array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().min(1).max(MEMBER_LIMITS.securityAnswerMax) }))
    .min(1)
    .max(SECURITY_QUESTION_COUNT),
  newPassword: password,
  confirmNewPassword: password,
});
export type ResetByQuestionsRequest = z.infer<typeof ResetByQuestionsRequestSchema>;

/** Personal settings, step 1: a code to the new e-mail address (a logged-in member). */
export const EmailChangeCodeSchema = z.object({ email: z.email().max(ACCOUNT_LIMITS.emailMax) });
export type EmailChangeCode = z.infer<typeof EmailChangeCodeSchema>;
/** Step 2: the new address and the code it received. */
export const SetEmailSchema = EmailChangeCodeSchema.extend({ verificationCode: smsCode });
export type SetEmail = z.infer<typeof SetEmailSchema>;

/** /ops .../outbox: the messages sent to one recipient (support staff and end-to-end tests read codes there). */
export const OpsOutboxQuerySchema = z.object({ to: z.string().min(1).max(300) });
export const OpsOutboxSchema = z.array(
  z.object({ channel: z.string(), recipient: z.string(), subject: z.string().nullable(), body: z.string(), createdAt: z.string() }),
);
export type OpsOutbox = z.infer<typeof OpsOutboxSchema>;

/**
 * Where an SMS or e-mail is: `pending` (waiting for its delivery, or retrying after a failure), `sent` (handed to
 * the merchant's message provider), `failed` (given up after the last attempt), `expired` (its one-time code ran out
 * before it could be delivered: not sent).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'expired'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
/** An optional choice from a query string: absent when empty. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined));
/** /ops .../outbox-page: every message of the merchant, newest first; `to` matches part of the recipient. */
export const OpsOutboxPageQuerySchema = z.object({
  channel: optionalChoice(OUTBOX_CHANNELS),
  to: optionalText(300),
  status: optionalChoice(OUTBOX_STATUSES),
  pageNo: OpsPageNoSchema,
  pageSize: pageSizeOf(100, 20),
});
export const OpsOutboxItemSchema = z.object({
  id: z.number().int(),
  /** When it was requested (ISO). */
  time: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The text; null once a message that left through a gateway was delivered (its one-time code is not kept). */
  body: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When its delivery ended (sent, expired or given up). */
  deliveredAt: z.string().nullable(),
});
export type OpsOutboxItem = z.infer<typeof OpsOutboxItemSchema>;
export const OpsOutboxPageSchema = pageOf(OpsOutboxItemSchema);
export type OpsOutboxPage = z.infer<typeof OpsOutboxPageSchema>;

/** /ops .../captchas/:key: the live answer of one captcha image (not consumed). */
export const OpsCaptchaAnswerSchema = z.object({ answer: z.string() });

/** /ops .../members: an account the operator opens. */
export const OpsCreateMemberSchema = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_]{4,16}$/),
  /** A temporary password: the member must change it at the first login. */
  password: z.string().min(6).max(128),
  email: z.string().trim().email().max(254).optional(),
  mobile: z.string().regex(/^\+\d{1,4}\|\d{6,20}$/).optional(),
  /** Default true: an operator-issued password the member must change at the first login. */
  temporary: z.boolean().default(true),
});
export type OpsCreateMember = z.infer<typeof OpsCreateMemberSchema>;
export const OpsCreatedMemberSchema = z.object({ id: z.number().int(), username: z.string() });
export type OpsCreatedMember = z.infer<typeof OpsCreatedMemberSchema>;
