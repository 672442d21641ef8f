import { z } from 'zod';

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  type: z.string().max(16).optional(),
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
