import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema, pageOf } from '../common.js';
import {
  InviteePageSchema,
  InviteesQuerySchema,
  MyInvitationSchema,
  OpsReferralSchema,
  OpsReferralsQuerySchema,
  ReferralRuleSchema,
  ReferralRuleUpdateSchema,
} from './schemas.js';

export const referralCalls = defineCalls('referral', {
  /** The member's invitation code (made on first request), link path, the rule and totals. */
  myInvitation: { method: 'GET', path: '/wps/referral', access: 'member', answer: MyInvitationSchema, summary: 'My invitation' },
  myInvitees: { method: 'GET', path: '/wps/referral/invitees', access: 'member', query: InviteesQuerySchema, answer: InviteePageSchema, summary: 'My invitees, newest first' },

  // ---- operator ----
  opsReferralRule: {
    method: 'GET',
    path: '/ops/merchants/:code/referral-rule',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    answer: ReferralRuleSchema,
    summary: 'The referral rule',
  },
  opsUpdateReferralRule: {
    method: 'PUT',
    path: '/ops/merchants/:code/referral-rule',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    body: ReferralRuleUpdateSchema,
    answer: ReferralRuleSchema,
    summary: 'Sets the referral rule (invitees already rewarded keep theirs)',
  },
  opsReferrals: {
    method: 'GET',
    path: '/ops/merchants/:code/referrals',
    access: 'operator',
    roles: ['finance', 'support', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsReferralsQuerySchema,
    answer: pageOf(OpsReferralSchema),
    summary: 'Invitees and their inviters, newest first',
  },
});
