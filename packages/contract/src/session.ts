import { z } from 'zod';

/** Client-chosen id of one captcha image; the answer is kept against it (single use). */
export const CaptchaKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

/**
 * The login payload, sent encrypted (accounts.ts EncryptedBody): username or mobile number, password or SMS code
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
