import type { CrudFilter } from '@refinedev/core';
import { REFERRAL_STATUSES, type ReferralRule, type ReferralRuleUpdate, type ReferralStatus } from '@wps/contract';
import { fieldFilter, filterValue } from '../content/content-values';

// The referral page's pure parts: the list's search and the rule form's values.

/** The search form: a status, the inviter's and the invitee's account names (empty: any). */
export interface ReferralSearch {
  status?: ReferralStatus | '';
  inviter?: string;
  invitee?: string;
}

const isStatus = (v: unknown): v is ReferralStatus => (REFERRAL_STATUSES as readonly unknown[]).includes(v);

export const referralFilters = (v: ReferralSearch): CrudFilter[] => [
  ...fieldFilter('status', v.status),
  ...fieldFilter('inviter', v.inviter?.trim()),
  ...fieldFilter('invitee', v.invitee?.trim()),
];

export function referralSearchValues(filters: CrudFilter[]): Required<ReferralSearch> {
  const status = filterValue(filters, 'status');
  return { status: isStatus(status) ? status : '', inviter: filterValue(filters, 'inviter'), invitee: filterValue(filters, 'invitee') };
}

/** The rule form's amounts are typed as text; the call takes them trimmed. */
export const ruleBody = (v: ReferralRule): ReferralRuleUpdate => ({
  enabled: v.enabled,
  inviterReward: v.inviterReward.trim(),
  inviteeReward: v.inviteeReward.trim() || '0',
  minFirstDeposit: v.minFirstDeposit.trim() || '0',
  validBet: v.validBet.trim() || '0',
});
