import type { CrudFilter } from '@refinedev/core';
import {
  MemberType,
  OPS_MEMBER_SEARCH_BY,
  OPS_MEMBER_STATUSES,
  OpsIssueRewardSchema,
  type OpsCreateMember,
  type OpsIssueReward,
  type OpsMemberStatus,
} from '@wps/contract';
import { normalizeAmount } from '../finance/finance-values';

export type SearchBy = (typeof OPS_MEMBER_SEARCH_BY)[number];

/** The member search form: one text, what it is, and a status. */
export interface MemberSearch {
  q?: string;
  by?: SearchBy;
  status?: OpsMemberStatus | '';
}

const isSearchBy = (v: unknown): v is SearchBy => (OPS_MEMBER_SEARCH_BY as readonly unknown[]).includes(v);
const isStatus = (v: unknown): v is OpsMemberStatus => (OPS_MEMBER_STATUSES as readonly unknown[]).includes(v);

/** The search form's values as the call's filters (`q`, `by` with it, `status`); empty values are left out. */
export function memberSearchFilters(v: MemberSearch): CrudFilter[] {
  const q = v.q?.trim() ?? '';
  return [
    ...(q ? [{ field: 'q', operator: 'eq' as const, value: q }] : []),
    ...(q && v.by && v.by !== 'any' ? [{ field: 'by', operator: 'eq' as const, value: v.by }] : []),
    ...(v.status ? [{ field: 'status', operator: 'eq' as const, value: v.status }] : []),
  ];
}

/** Back from the filters (kept in the address) to the form's values. */
export function memberSearchValues(filters: readonly CrudFilter[]): Required<MemberSearch> {
  const value = (field: string): unknown => filters.find((f) => 'field' in f && f.field === field)?.value;
  const q = value('q');
  const by = value('by');
  const status = value('status');
  return { q: typeof q === 'string' ? q : '', by: isSearchBy(by) ? by : 'any', status: isStatus(status) ? status : '' };
}

/** What the search text must look like for the kind chosen: digits for an id, digits (and +, spaces, dashes) for a mobile. */
export function searchTextProblem(q: string | undefined, by: SearchBy | undefined): 'id' | 'mobile' | null {
  const text = q?.trim() ?? '';
  if (!text) return null;
  if (by === 'id' && !/^\d{1,15}$/.test(text)) return 'id';
  if (by === 'mobile' && !/^\+?[\d\s-]{3,24}$/.test(text)) return 'mobile';
  return null;
}

/** The contract's mobile number (`+<dialing code>|<digits>`) from the form's two fields, or undefined when none. */
export function mobileValue(dial: string | undefined, digits: string | undefined): string | undefined {
  const d = (digits ?? '').replace(/[\s-]/g, '');
  if (!d) return undefined;
  const code = (dial ?? '').replace(/[^\d]/g, '');
  return `+${code}|${d}`;
}

/** The new-member form's values. */
export interface CreateMemberValues {
  username: string;
  password: string;
  email?: string;
  dial?: string;
  mobile?: string;
  temporary: boolean;
}

/** The contract's OpsCreateMemberSchema: 4 to 16 letters, digits or underscores. */
export const USERNAME = /^[A-Za-z0-9_]{4,16}$/;

/** The create call's body from the form (empty optional fields left out). */
export function createMemberBody(v: CreateMemberValues): OpsCreateMember {
  const email = v.email?.trim();
  const mobile = mobileValue(v.dial, v.mobile);
  return { username: v.username.trim(), password: v.password, temporary: v.temporary, ...(email ? { email } : {}), ...(mobile ? { mobile } : {}) };
}

/** `+63|9170000001` as people write it: `+63 9170000001`. */
export function formatMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const [code, digits] = mobile.split('|');
  return digits === undefined ? mobile : `${code} ${digits}`;
}

/** The locale key of a member type (member, agent, trial), or null for a type without a name. */
export function memberTypeKey(type: number): string | null {
  const name = (Object.entries(MemberType) as [string, number][]).find(([, v]) => v === type)?.[0];
  return name ? `members.types.${name}` : null;
}

export const STATUS_COLOR: Record<OpsMemberStatus, string> = { active: 'green', locked: 'orange', disabled: 'red' };

/** The lock call's body: the reason trimmed, and the end as an ISO instant when one was picked. */
export function lockBody(v: { reason: string; until?: { toISOString(): string } | null }): { reason: string; until?: string } {
  return { reason: v.reason.trim(), ...(v.until ? { until: v.until.toISOString() } : {}) };
}

/** Whether an amount (decimal string) is below zero: debits show red. */
export const isNegative = (amount: string): boolean => amount.trim().startsWith('-');

// ---- a manual reward (the issue form) ----

/** The issue form's values: a title, a positive amount as typed, the days the member has to claim it. */
export interface IssueRewardValues {
  title: string;
  amount: string;
  days: number;
}

const ISSUE = OpsIssueRewardSchema.shape;
/** The form's limits, read from the call's schema. */
export const ISSUE_LIMITS = {
  titleMin: ISSUE.title.minLength ?? 1,
  titleMax: ISSUE.title.maxLength ?? 80,
  daysMin: ISSUE.days.unwrap().minValue ?? 1,
  daysMax: ISSUE.days.unwrap().maxValue ?? 365,
};

/** Whether a title is one the call takes (its length counted without the spaces around it). */
export const issueTitleOk = (title: string | undefined): boolean => ISSUE.title.safeParse(title ?? '').success;

/** The issue call's body: the title trimmed, the amount with 2 decimals, and the form's own request id. */
export function issueRewardBody(v: IssueRewardValues, requestId: string): OpsIssueReward {
  return { title: v.title.trim(), amount: normalizeAmount(v.amount), days: v.days, requestId };
}

const ISSUE_FIELDS = ['title', 'amount', 'days'] as const;
export type IssueRewardField = (typeof ISSUE_FIELDS)[number];

/** The form's fields among those a refused issue names (VALIDATION's fields); others stay with the notification. */
export const issueRewardFields = (errors: Record<string, string> | undefined): IssueRewardField[] =>
  ISSUE_FIELDS.filter((field) => Object.hasOwn(errors ?? {}, field));
