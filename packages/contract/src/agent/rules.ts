// Agent network (issue 12): team reports, downlines, transfers, affiliate links. Zod-free so the client can use it.

/** KPI periods: today, this week (Monday first), this month, or a custom day range. */
export const AGENT_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/** A downline is a plain member or a (sub-)agent. */
export const DOWNLINE_TYPES = ['member', 'agent'] as const;
export type DownlineType = (typeof DOWNLINE_TYPES)[number];

/** Downline search scope: direct downlines only, or the whole team (any depth). */
export const DOWNLINE_SCOPES = ['direct', 'team'] as const;
export type DownlineScope = (typeof DOWNLINE_SCOPES)[number];

export const AGENT_PAGE_SIZE = 20;
export const AGENT_PAGE_SIZE_MAX = 50;
/** The longest custom KPI range (days, both ends included). */
export const AGENT_RANGE_MAX_DAYS = 92;
/** Days from `start` to `end` (YYYY-MM-DD, both included): 1 for a single day, 0 or less when `end` is before `start`. */
export function dayRangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
/** A calendar day that exists (Date would read 2026-02-30 as 2 March). */
const isRealDay = (day: string): boolean => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
};
/** A day range the agent reports accept: real days, `start` on or before `end`, at most AGENT_RANGE_MAX_DAYS days. */
export function dayRangeOk(start: string, end: string): boolean {
  if (!isRealDay(start) || !isRealDay(end)) return false;
  const days = dayRangeDays(start, end);
  return days >= 1 && days <= AGENT_RANGE_MAX_DAYS;
}
/** Most downlines one multiple transfer may pay. */
export const MULTI_TRANSFER_MAX = 20;
/** Rebates are basis points of valid bets: 100 = 1 %. */
export const REBATE_BP_MAX = 10_000;

/** The register page reads an affiliate link's code from this query parameter. */
export const AFF_PARAM = 'aff';
/** The site path of an affiliate link: the register page carrying the link's code. */
export const affiliatePath = (code: string): string => `/m/register?${AFF_PARAM}=${encodeURIComponent(code)}`;

/** The downline type of a member type (agents for menus: 1, 2, 41, 42). */
export const downlineTypeOf = (memberType: number): DownlineType => ([1, 2, 41, 42].includes(memberType) ? 'agent' : 'member');

/** A rebate in basis points as a percent text: 300 -> "3.00". */
export const rebatePercent = (bp: number): string => (bp / 100).toFixed(2);

/** Which site a host serves (login rule): only agents log in on an agent site, only non-agents on a member site. */
export const SITE_KINDS = ['member', 'agent'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];
