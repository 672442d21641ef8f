import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AvatarPreset, KycDocument, ProfileField, VerificationState } from '@wps/contract';
import { at, memberRow, merchantRow, updatedAt } from './columns.js';
import { operators } from './operators.js';

// Identity (issue 30): head icons, profile fields with their states, KYC cases and each merchant's identity rules.

export const memberIcons = pgTable(
  'member_icons',
  {
    ...memberRow(),
    preset: text('preset').$type<AvatarPreset>(),
    /** sha256 of the stored picture: its address, so a new picture is a new address (cached for a year). */
    hash: text('hash'),
    mime: text('mime'),
    /** The re-encoded picture, base64 (portable across PGlite and PostgreSQL). */
    data: text('data'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('member_icons_member_uq').on(t.merchantId, t.memberId), index('member_icons_hash_idx').on(t.merchantId, t.hash)],
);

export interface FieldState {
  value: string;
  state: VerificationState;
  reason: string | null;
}

export const identityProfiles = pgTable(
  'identity_profiles',
  {
    ...memberRow(),
    fields: jsonb('fields').$type<Partial<Record<ProfileField, FieldState>>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_profiles_member_uq').on(t.merchantId, t.memberId)],
);

export interface StoredDocument {
  /** File name under the files folder (DATA_DIR/uploads/kyc/...), never under the web root. */
  file: string;
  mime: string;
}

export const kycCases = pgTable(
  'kyc_cases',
  {
    ...memberRow(),
    state: text('state').$type<VerificationState>().notNull().default('unverified'),
    reason: text('reason'),
    documents: jsonb('documents').$type<Partial<Record<KycDocument, StoredDocument>>>().notNull().default({}),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kyc_cases_member_uq').on(t.merchantId, t.memberId), index('kyc_cases_state_idx').on(t.merchantId, t.state, t.submittedAt)],
);

export const identitySettings = pgTable(
  'identity_settings',
  {
    ...merchantRow(),
    minAge: integer('min_age').notNull().default(18),
    requiredFields: jsonb('required_fields').$type<ProfileField[]>().notNull().default([]),
    kycDepositThreshold: bigint('kyc_deposit_threshold', { mode: 'bigint' }),
    kycWithdrawalThreshold: bigint('kyc_withdrawal_threshold', { mode: 'bigint' }),
    /** HMAC key of the documents' short-lived addresses (shared by every instance through the database). */
    signingKey: text('signing_key').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_settings_merchant_uq').on(t.merchantId)],
);

export type KycCaseRow = typeof kycCases.$inferSelect;
export type IdentitySettingsRow = typeof identitySettings.$inferSelect;
