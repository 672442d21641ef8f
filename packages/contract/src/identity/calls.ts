import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  IdentityProfileSchema,
  IdentitySettingsSchema,
  KycFileParamsSchema,
  KycStatusSchema,
  MemberIconSchema,
  OpsKycCaseSchema,
  OpsKycPageSchema,
  OpsKycParamsSchema,
  OpsKycQuerySchema,
  OpsKycRejectSchema,
  SetMemberIconSchema,
  UpdateIdentityProfileSchema,
  UploadKycDocumentSchema,
} from './schemas.js';

/** Who reviews identity documents: risk (admin passes every check); support does not. */
const KYC_ROLES = ['risk'] as const;

/**
 * Identity (issue 30): the head icon, the profile fields with their verification states, the KYC documents and the
 * operators' review of them.
 */
export const identityCalls = defineCalls('identity', {
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', access: 'member', answer: MemberIconSchema, summary: 'The head icon and the presets' },
  setMemberIcon: {
    method: 'POST',
    path: '/wps/member/info/icon',
    access: 'member',
    body: SetMemberIconSchema,
    answer: MemberIconSchema,
    summary: 'Set the head icon (form-encoded or JSON): a preset or a picture',
  },
  identityProfile: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getIdentityProfile',
    access: 'member',
    answer: IdentityProfileSchema,
    summary: 'Profile fields with their verification states',
  },
  updateIdentityProfile: {
    method: 'POST',
    path: '/wps/relay/MCSFE_updateIdentityProfile',
    access: 'member',
    body: UpdateIdentityProfileSchema,
    answer: IdentityProfileSchema,
    summary: 'Change profile fields',
  },
  kycStatus: { method: 'GET', path: '/wps/relay/MCSFE_kycStatus', access: 'member', answer: KycStatusSchema, summary: 'The KYC case and the withdrawal gate' },
  uploadKycDocument: {
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadKycDocument',
    access: 'member',
    body: UploadKycDocumentSchema,
    answer: KycStatusSchema,
    summary: 'Upload the ID front, ID back or selfie',
  },
  submitKyc: { method: 'POST', path: '/wps/relay/MCSFE_submitKyc', access: 'member', answer: KycStatusSchema, summary: 'Send the documents for review' },
  kycFile: {
    method: 'GET',
    path: '/wps/kyc/file/:token',
    access: 'visitor',
    params: KycFileParamsSchema,
    answer: 'raw',
    rawAnswer: { type: 'image/*' },
    summary: 'A KYC document through its signed, short-lived address',
  },

  opsKycCases: {
    method: 'GET',
    path: '/ops/merchants/:code/kyc',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsMerchantParamsSchema,
    query: OpsKycQuerySchema,
    answer: OpsKycPageSchema,
    summary: 'KYC cases (the review queue)',
  },
  opsKycCase: {
    method: 'GET',
    path: '/ops/merchants/:code/kyc/:memberId',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsKycParamsSchema,
    answer: OpsKycCaseSchema,
    summary: "A member's KYC case with the documents",
  },
  opsApproveKyc: {
    method: 'POST',
    path: '/ops/merchants/:code/kyc/:memberId/approve',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsKycParamsSchema,
    answer: OpsKycCaseSchema,
    summary: 'Verify a KYC case',
  },
  opsRejectKyc: {
    method: 'POST',
    path: '/ops/merchants/:code/kyc/:memberId/reject',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsKycParamsSchema,
    body: OpsKycRejectSchema,
    answer: OpsKycCaseSchema,
    summary: 'Reject a KYC case with a reason',
  },
  opsIdentitySettings: {
    method: 'GET',
    path: '/ops/merchants/:code/identity-settings',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsMerchantParamsSchema,
    answer: IdentitySettingsSchema,
    summary: "The merchant's identity rules",
  },
  opsUpdateIdentitySettings: {
    method: 'POST',
    path: '/ops/merchants/:code/identity-settings',
    access: 'operator',
    roles: KYC_ROLES,
    params: OpsMerchantParamsSchema,
    body: IdentitySettingsSchema,
    answer: IdentitySettingsSchema,
    summary: "Change the merchant's identity rules",
  },
});
