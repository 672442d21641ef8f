import type { CrudFilter } from '@refinedev/core';
import { REWARD_KINDS, REWARD_STATUSES, type RewardKind, type RewardStatus } from '@wps/contract';
import { fieldFilter, filterValue } from '../content/content-values';

// The rewards list's search: pure functions, tested in rewards.test.ts.

/** The search form: a status, a kind, a member's account name (empty: any). */
export interface RewardSearch {
  status?: RewardStatus | '';
  kind?: RewardKind | '';
  member?: string;
}

const isStatus = (v: unknown): v is RewardStatus => (REWARD_STATUSES as readonly unknown[]).includes(v);
const isKind = (v: unknown): v is RewardKind => (REWARD_KINDS as readonly unknown[]).includes(v);

/** The search form's values as the call's filters (`status`, `kind`, `member` trimmed); empty values are left out. */
export const rewardFilters = (v: RewardSearch): CrudFilter[] => [
  ...fieldFilter('status', v.status),
  ...fieldFilter('kind', v.kind),
  ...fieldFilter('member', v.member?.trim()),
];

/** Back from the filters (kept in the address) to the form's values; a value the call does not know reads as any. */
export function rewardSearchValues(filters: CrudFilter[]): Required<RewardSearch> {
  const status = filterValue(filters, 'status');
  const kind = filterValue(filters, 'kind');
  return { status: isStatus(status) ? status : '', kind: isKind(kind) ? kind : '', member: filterValue(filters, 'member') };
}
