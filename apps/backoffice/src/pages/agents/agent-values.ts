import type { CrudFilter } from '@refinedev/core';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  OpsSetSiteHostSchema,
  REBATE_BP_MAX,
  SETTLEMENT_JOB_OF,
  SITE_KINDS,
  STATEMENT_STATUSES,
  periodRange,
  previousPeriod,
  rebatePercent,
  type AgentContract,
  type ContractKind,
  type ContractStatus,
  type OpsCreateContract,
  type OpsOverrideContract,
  type OpsSetSiteHost,
  type OpsUpdateAgent,
  type SiteKind,
  type StatementStatus,
} from '@wps/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldFilter, filterValue, moneyInput } from '../content/content-values';

// The Agents screens' pure parts: list searches, the override form's values and body, settlement periods.
// Tested in agent-values.test.ts.

const isKind = (v: unknown): v is ContractKind => (CONTRACT_KINDS as readonly unknown[]).includes(v);
const isContractStatus = (v: unknown): v is ContractStatus => (CONTRACT_STATUSES as readonly unknown[]).includes(v);
const isStatementStatus = (v: unknown): v is StatementStatus => (STATEMENT_STATUSES as readonly unknown[]).includes(v);

/** Contracts search: kind, status, an upline or downline account (empty: any). */
export interface ContractSearch {
  kind?: ContractKind | '';
  status?: ContractStatus | '';
  account?: string;
}
export const contractFilters = (v: ContractSearch): CrudFilter[] => [
  ...fieldFilter('kind', v.kind),
  ...fieldFilter('status', v.status),
  ...fieldFilter('account', v.account?.trim()),
];
export function contractSearchValues(filters: CrudFilter[]): Required<ContractSearch> {
  const kind = filterValue(filters, 'kind');
  const status = filterValue(filters, 'status');
  return { kind: isKind(kind) ? kind : '', status: isContractStatus(status) ? status : '', account: filterValue(filters, 'account') };
}

/** Statements search: kind, status, period key, account. */
export interface StatementSearch {
  kind?: ContractKind | '';
  status?: StatementStatus | '';
  period?: string;
  account?: string;
}
export const statementFilters = (v: StatementSearch): CrudFilter[] => [
  ...fieldFilter('kind', v.kind),
  ...fieldFilter('status', v.status),
  ...fieldFilter('period', v.period?.trim()),
  ...fieldFilter('account', v.account?.trim()),
];
export function statementSearchValues(filters: CrudFilter[]): Required<StatementSearch> {
  const kind = filterValue(filters, 'kind');
  const status = filterValue(filters, 'status');
  return {
    kind: isKind(kind) ? kind : '',
    status: isStatementStatus(status) ? status : '',
    period: filterValue(filters, 'period'),
    account: filterValue(filters, 'account'),
  };
}

export const isSalaryKind = (kind: ContractKind): boolean => kind !== 'DIVIDEND';

/** The job of each kind as the scheduler names it (Finance > Scheduled jobs lists their runs with the VIP jobs). */
export const JOB_OF_KIND: Record<ContractKind, string> = SETTLEMENT_JOB_OF;

/** The latest period a settlement may run for now: the last finished hour, day or half-month (UTC). */
export const latestSettlementPeriod = (kind: ContractKind, now = new Date()): string => previousPeriod(kind, now);

/** Whether `period` is a key of the kind (`2026-11-24T13`, `2026-11-24`, `2026-11-H1`) that is already over. */
export function settlementPeriodOk(kind: ContractKind, period: string | undefined, now = new Date()): boolean {
  const p = (period ?? '').trim();
  const range = periodRange(kind, p);
  return range !== null && range.to.getTime() <= now.getTime();
}

/** Dividend shares: the call's basis points as the percent an operator types (1250 -> "12.5"). */
export const bpToPct = (bp: number): string => String(bp / 100);
/** A percent typed in the form as basis points ("12.5" -> 1250), undefined unless 0.01 to 100 with 2 decimals. */
export function pctToBp(v: string | number | null | undefined): number | undefined {
  const s = String(v ?? '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return undefined;
  const bp = Math.round(Number(s) * 100);
  return bp >= 1 && bp <= 10_000 ? bp : undefined;
}

/** One tier row of the override form: amounts typed as text; `sharePct` in percent. */
export interface TierValues {
  minTeamValidBet?: string;
  minTeamNetLoss?: string;
  minActiveMembers?: number | null;
  amount?: string;
  sharePct?: string;
}
export interface OverrideValues {
  status?: OpsOverrideContract['status'] | '';
  tiers: TierValues[];
  effectiveFrom?: Dayjs | null;
  note?: string;
}

/** The override form's starting values from a contract. */
export function overrideValuesOf(c: AgentContract): OverrideValues {
  const tiers: TierValues[] = isSalaryKind(c.kind)
    ? c.salaryTiers.map((t) => ({ minTeamValidBet: t.minTeamValidBet, minActiveMembers: t.minActiveMembers, amount: t.amount }))
    : c.dividendTiers.map((t) => ({ minTeamNetLoss: t.minTeamNetLoss, minActiveMembers: t.minActiveMembers, sharePct: bpToPct(t.sharePct) }));
  return { status: '', tiers, effectiveFrom: c.effectiveFrom ? dayjs(c.effectiveFrom) : null, note: '' };
}

/** A tier's problem for the form ('' when fine): which field is not a valid amount / count / share. */
export function tierProblem(kind: ContractKind, t: TierValues): '' | 'amount' | 'members' | 'share' {
  const members = t.minActiveMembers ?? 0;
  if (!Number.isInteger(members) || members < 0 || members > 1_000_000) return 'members';
  if (isSalaryKind(kind)) return moneyInput(t.minTeamValidBet) === undefined || moneyInput(t.amount) === undefined ? 'amount' : '';
  if (moneyInput(t.minTeamNetLoss) === undefined) return 'amount';
  return pctToBp(t.sharePct) === undefined ? 'share' : '';
}

/** The form's tiers as the calls take them, under the kind's field (`salaryTiers` or `dividendTiers`). Tiers must pass `tierProblem`. */
export function tiersBody(kind: ContractKind, tiers: TierValues[]): Pick<OpsCreateContract, 'salaryTiers' | 'dividendTiers'> {
  const members = (t: TierValues) => t.minActiveMembers ?? 0;
  return isSalaryKind(kind)
    ? { salaryTiers: tiers.map((t) => ({ minTeamValidBet: moneyInput(t.minTeamValidBet)!, minActiveMembers: members(t), amount: moneyInput(t.amount)! })) }
    : { dividendTiers: tiers.map((t) => ({ minTeamNetLoss: moneyInput(t.minTeamNetLoss)!, minActiveMembers: members(t), sharePct: pctToBp(t.sharePct)! })) };
}

/** The new top-level contract form: a top-level agent's account, the kind and its tiers. */
export interface CreateContractValues {
  account: string;
  kind: ContractKind;
  tiers: TierValues[];
}
/** A fresh form: a daily salary with one empty tier. */
export const newContractValues = (): CreateContractValues => ({ account: '', kind: 'DAILY_SALARY', tiers: [{ minActiveMembers: 0 }] });
/** The create call's body (tiers must pass `tierProblem`). */
export const createContractBody = (v: CreateContractValues): OpsCreateContract => ({ account: v.account.trim(), kind: v.kind, ...tiersBody(v.kind, v.tiers) });

/**
 * The override call's body: only what changed from the contract (terms when any tier differs, the status when one is
 * chosen, `effectiveFrom` when moved, the note when given). Null when nothing changed. Tiers must pass `tierProblem`.
 */
export function overrideBody(c: AgentContract, v: OverrideValues): OpsOverrideContract | null {
  const body: OpsOverrideContract = {};
  const tiers = tiersBody(c.kind, v.tiers);
  if (JSON.stringify(tiers) !== JSON.stringify(tiersBody(c.kind, overrideValuesOf(c).tiers))) Object.assign(body, tiers);
  if (v.status && v.status !== c.status) body.status = v.status;
  const from = v.effectiveFrom ? v.effectiveFrom.toISOString() : null;
  if (from && (!c.effectiveFrom || new Date(c.effectiveFrom).getTime() !== new Date(from).getTime())) body.effectiveFrom = from;
  const note = v.note?.trim();
  if (Object.keys(body).length === 0) return null;
  if (note) body.note = note;
  return body;
}

/** The statuses an operator may set on a contract (any but its own; activating retires the downline's other one). */
export const OVERRIDE_STATUSES = ['ACTIVE', 'CANCELLED', 'SUPERSEDED', 'REJECTED'] as const satisfies readonly NonNullable<OpsOverrideContract['status']>[];
export const overrideStatuses = (status: ContractStatus): NonNullable<OpsOverrideContract['status']>[] => OVERRIDE_STATUSES.filter((s) => s !== status);

/** Agent tree search: an account (any depth; empty: the top-level agents). */
export interface TreeSearch {
  account?: string;
}
export const treeFilters = (v: TreeSearch): CrudFilter[] => fieldFilter('account', v.account?.trim());

/** The agent form: the rebate as a percent text ("3.00"), the sub-agent quota. */
export interface AgentValues {
  rebate: string;
  subAgentQuota: number | null;
}
export const agentValuesOf = (a: { rebateBp: number; subAgentQuota: number }): AgentValues => ({ rebate: rebatePercent(a.rebateBp), subAgentQuota: a.subAgentQuota });

/** A rebate percent typed as basis points ("3" / "3.00" -> 300), 0 to 100 with 2 decimals; undefined otherwise. */
export function rebateToBp(v: string | number | null | undefined): number | undefined {
  const s = String(v ?? '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return undefined;
  const bp = Math.round(Number(s) * 100);
  return bp <= REBATE_BP_MAX ? bp : undefined;
}

/** The update call's body: what changed (rebate, quota); null when nothing did or the rebate is not a percent. */
export function agentBody(a: { rebateBp: number; subAgentQuota: number }, v: AgentValues): OpsUpdateAgent | null {
  const rebateBp = rebateToBp(v.rebate);
  if (rebateBp === undefined) return null;
  const body: { rebateBp?: number; subAgentQuota?: number } = {};
  if (rebateBp !== a.rebateBp) body.rebateBp = rebateBp;
  if (typeof v.subAgentQuota === 'number' && v.subAgentQuota !== a.subAgentQuota) body.subAgentQuota = v.subAgentQuota;
  return Object.keys(body).length ? (body as OpsUpdateAgent) : null;
}

/** What a host serves, as the site hosts screen offers it: the member site, the agent site, or both (no mark). */
export const SITE_CHOICES = [...SITE_KINDS, 'both'] as const;
export type SiteChoice = (typeof SITE_CHOICES)[number];
export const siteChoiceOf = (kind: SiteKind | null): SiteChoice => kind ?? 'both';
/** Whether a host name is one the call takes (lower case letters, digits, dots and dashes; no port). */
export const hostOk = (host: string | undefined): boolean => OpsSetSiteHostSchema.shape.host.safeParse(host ?? '').success;
/** The set call's body: "both" removes the host's mark, so it serves everyone again. */
export const siteHostBody = (host: string, choice: SiteChoice): OpsSetSiteHost => ({ host: host.trim().toLowerCase(), kind: choice === 'both' ? null : choice });
