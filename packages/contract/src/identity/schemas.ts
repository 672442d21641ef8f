import { z } from 'zod';
import { MoneySchema, OpsCodeSchema, OpsPageNoSchema } from '../common.js';
import { AVATAR_PRESETS, IDENTITY_LIMITS, KYC_DOCUMENTS, MIN_AGES, PROFILE_FIELDS, VERIFICATION_STATES, isRealDate } from './rules.js';

export const AvatarPresetSchema = z.enum(AVATAR_PRESETS);
export const VerificationStateSchema = z.enum(VERIFICATION_STATES);
export const ProfileFieldSchema = z.enum(PROFILE_FIELDS);
export const KycDocumentSchema = z.enum(KYC_DOCUMENTS);

/** A picture as base64 or a data URL; its bytes, type and pixels are the server's to check. */
const PictureSchema = z.string().min(1).max(Math.ceil(IDENTITY_LIMITS.pictureBytes / 3) * 4 + 64);

/** The head icon: its address (content-hashed, cached long) or null for none, and the presets offered. */
export const MemberIconSchema = z.object({
  icon: z.string().nullable(),
  preset: AvatarPresetSchema.nullable(),
  presets: z.array(z.object({ id: AvatarPresetSchema, url: z.string() })),
});
export type MemberIcon = z.infer<typeof MemberIconSchema>;

/** Setting the head icon (form-encoded as the spec says, or JSON): a preset, or a picture. */
export const SetMemberIconSchema = z
  .object({ preset: AvatarPresetSchema.optional(), picture: PictureSchema.optional() })
  .refine((b) => (b.preset === undefined) !== (b.picture === undefined), { message: 'one of preset or picture' });
export type SetMemberIcon = z.infer<typeof SetMemberIconSchema>;

export const ProfileFieldStateSchema = z.object({
  field: ProfileFieldSchema,
  value: z.string().nullable(),
  state: VerificationStateSchema,
  reason: z.string().nullable(),
  required: z.boolean(),
  /** The member can no longer change it (a birthday once a birthday gift was paid, a verified field). */
  locked: z.boolean(),
});
export type ProfileFieldState = z.infer<typeof ProfileFieldStateSchema>;

export const IdentityProfileSchema = z.object({ minAge: z.number().int(), fields: z.array(ProfileFieldStateSchema) });
export type IdentityProfile = z.infer<typeof IdentityProfileSchema>;

const text = z.string().trim().min(1).max(IDENTITY_LIMITS.textMax);
export const UpdateIdentityProfileSchema = z.object({
  birthday: z.string().refine(isRealDate, { message: 'not a date' }).optional(),
  address: text.optional(),
  nationality: z.string().trim().regex(/^[A-Z]{2}$/).optional(),
  occupation: text.optional(),
  incomeSource: text.optional(),
  idNumber: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/).optional(),
});
export type UpdateIdentityProfile = z.infer<typeof UpdateIdentityProfileSchema>;

export const KycDocumentStateSchema = z.object({
  kind: KycDocumentSchema,
  /** A signed address valid for a few minutes, null when not uploaded. */
  url: z.string().nullable(),
});
/** The member's KYC case and the withdrawal gate it opens. */
export const KycStatusSchema = z.object({
  state: VerificationStateSchema,
  reason: z.string().nullable(),
  documents: z.array(KycDocumentStateSchema),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Withdrawals wait for verified KYC: always now (deposits passed the threshold), from this amount, or never (null). */
  gate: z.object({ required: z.boolean(), fromAmount: MoneySchema.nullable() }),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const UploadKycDocumentSchema = z.object({ kind: KycDocumentSchema, picture: PictureSchema });
export type UploadKycDocument = z.infer<typeof UploadKycDocumentSchema>;

export const KycFileParamsSchema = z.object({ token: z.string().regex(/^[\w.-]{20,100}$/) });

/** A merchant's identity rules (risk role). */
export const IdentitySettingsSchema = z.object({
  minAge: z.union(MIN_AGES.map((a) => z.literal(a)) as [z.ZodLiteral<18>, z.ZodLiteral<21>]),
  requiredFields: z.array(ProfileFieldSchema),
  /** Withdrawals wait for verified KYC once the member's credited deposits reach this; null: never by deposits. */
  kycDepositThreshold: MoneySchema.nullable(),
  /** A withdrawal of this amount or more waits for verified KYC; null: never by amount. */
  kycWithdrawalThreshold: MoneySchema.nullable(),
});
export type IdentitySettings = z.infer<typeof IdentitySettingsSchema>;

export const OpsKycQuerySchema = z.object({ pageNo: OpsPageNoSchema, state: VerificationStateSchema.optional() });
export const OpsKycRowSchema = z.object({
  memberId: z.number().int(),
  member: z.string(),
  state: VerificationStateSchema,
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OpsKycRow = z.infer<typeof OpsKycRowSchema>;
export const OpsKycPageSchema = z.object({ list: z.array(OpsKycRowSchema), totalCount: z.number().int() });
export type OpsKycPage = z.infer<typeof OpsKycPageSchema>;
export const OpsKycParamsSchema = z.object({ code: OpsCodeSchema, memberId: z.coerce.number().int().positive() });
export const OpsKycCaseSchema = OpsKycRowSchema.extend({
  reason: z.string().nullable(),
  documents: z.array(KycDocumentStateSchema),
  fields: z.array(ProfileFieldStateSchema),
});
export type OpsKycCase = z.infer<typeof OpsKycCaseSchema>;
export const OpsKycRejectSchema = z.object({ reason: z.string().trim().min(1).max(IDENTITY_LIMITS.reasonMax) });
