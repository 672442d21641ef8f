import { z } from 'zod';
import { OPERATOR_ROLES } from '../call.js';
import { OpsCodeSchema, IdSchema, optionalText, pageOf, PageNoSchema, pageSizeOf } from '../common.js';

// Operator identity (issue 13): accounts with roles per merchant, two-factor, sessions, API keys and the audit trail.

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);

/** An operator's user name: letters, digits, dot, dash and underscore. */
export const OperatorNameSchema = z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9._-]+$/);
/** At least 8 characters with a letter and a digit (operators hold money powers: no short passwords). */
export const OperatorPasswordSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);
/** A six-digit code of an authenticator app (RFC 6238). */
export const OtpCodeSchema = z.string().trim().regex(/^\d{6}$/);

export const OpsLoginSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  /** Required when the operator has enrolled two-factor. */
  otp: OtpCodeSchema.optional(),
});

/** One merchant an operator serves, with the roles held there. */
export const OperatorGrantSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  roles: z.array(OperatorRoleSchema),
  /** The merchant requires two-factor: its calls are refused to a session without it. */
  requireTotp: z.boolean(),
});
export type OperatorGrant = z.infer<typeof OperatorGrantSchema>;

export const OperatorIdentitySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  totpEnabled: z.boolean(),
  /**
   * This session passed two-factor (an API key: its operator has two-factor enrolled); false once it is turned off.
   */
  totpVerified: z.boolean(),
  /** How this request signed in. */
  via: z.enum(['session', 'api-key']),
  grants: z.array(OperatorGrantSchema),
});
export type OperatorIdentity = z.infer<typeof OperatorIdentitySchema>;

export const OpsLoginResultSchema = z.object({
  token: z.string(),
  /** Seconds of inactivity after which the session ends, and its absolute end. */
  idleTimeoutSeconds: z.number().int(),
  expiresAt: z.string(),
  operator: OperatorIdentitySchema,
});
export type OpsLoginResult = z.infer<typeof OpsLoginResultSchema>;

export const OpsSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type OpsSession = z.infer<typeof OpsSessionSchema>;

export const OpsTotpSetupSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** The `otpauth://` address the QR code carries. */
  otpauthUrl: z.string(),
});
export type OpsTotpSetup = z.infer<typeof OpsTotpSetupSchema>;
export const OpsTotpConfirmSchema = z.object({ code: OtpCodeSchema });
export type OpsTotpConfirm = z.infer<typeof OpsTotpConfirmSchema>;
export const OpsTotpDisableSchema = z.object({ password: z.string().min(1).max(128), code: OtpCodeSchema });
export type OpsTotpDisable = z.infer<typeof OpsTotpDisableSchema>;
export const OpsPasswordChangeSchema = z.object({ current: z.string().min(1).max(128), next: OperatorPasswordSchema });
export type OpsPasswordChange = z.infer<typeof OpsPasswordChangeSchema>;

export const OpsApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type OpsApiKey = z.infer<typeof OpsApiKeySchema>;
export const OpsApiKeyCreateSchema = z.object({
  name: z.string().trim().min(1).max(64),
  /**
   * A fresh authenticator code: required once two-factor is enrolled, unless this session signed in with a code in
   * the last 5 minutes. Keys are made by a signed-in session only, never by a key.
   */
  otp: OtpCodeSchema.optional(),
});
export type OpsApiKeyCreate = z.infer<typeof OpsApiKeyCreateSchema>;
export const OpsApiKeyCreatedSchema = OpsApiKeySchema.extend({ key: z.string() });
export type OpsApiKeyCreated = z.infer<typeof OpsApiKeyCreatedSchema>;
export const OpsApiKeyParamsSchema = z.object({ id: IdSchema });

/** An operator as a merchant's admin sees them: roles at this merchant only. */
export const OpsOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(OperatorRoleSchema),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsOperator = z.infer<typeof OpsOperatorSchema>;
export const OpsOperatorListSchema = z.array(OpsOperatorSchema);
export const OpsOperatorCreateSchema = z.object({
  username: OperatorNameSchema,
  displayName: z.string().trim().min(1).max(64),
  password: OperatorPasswordSchema,
  roles: z.array(OperatorRoleSchema).min(1),
});
export const OpsOperatorUpdateSchema = z.object({
  displayName: z.string().trim().min(1).max(64).optional(),
  /** The roles at this merchant; an empty list removes the operator from the merchant. */
  roles: z.array(OperatorRoleSchema).optional(),
  disabled: z.boolean().optional(),
  /** Lifts a lockout after failed logins. */
  unlock: z.literal(true).optional(),
  /** A new password the operator must then use (their sessions end). */
  password: OperatorPasswordSchema.optional(),
  /** Clears two-factor (a lost phone); the operator enrols again. */
  resetTotp: z.literal(true).optional(),
});
export const OpsOperatorParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });

/** One row of the audit trail: who did what to which thing, before and after, when and from where. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  merchantCode: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  via: z.string(),
  /** The call's name in the table (`opsApproveDeposit`), or an event of its own (`opsLoginFailed`). */
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = z.object({
  operator: optionalText(32),
  action: optionalText(64),
  target: optionalText(128),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(500, 50),
});
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The merchant's two-factor rule and dual-approval threshold. */
export const OpsSecuritySettingsSchema = z.object({
  requireTotp: z.boolean(),
  /** Deposits, withdrawals and adjustments from this amount need a second operator; null: never. */
  dualApprovalThreshold: z.string().regex(/^\d+\.\d{2}$/).nullable(),
});
export type OpsSecuritySettings = z.infer<typeof OpsSecuritySettingsSchema>;
export const OpsSecuritySettingsUpdateSchema = z.object({
  requireTotp: z.boolean().optional(),
  dualApprovalThreshold: z.string().trim().regex(/^\d+(\.\d{1,2})?$/).nullable().optional(),
});
export { OpsCodeSchema };
