import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentPeriod,
  AgentStatementRangePage,
  CreateAffLink,
  DownlinePage,
  DownlineScope,
  DownlineType,
  RegAff,
  SubordinatePage,
  TransferDownline,
  TransferMultiple,
  UpdateDownlineRebate,
} from '@wps/contract';
import { AGENT_PAGE_SIZE } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { SESSION_SCOPE, STALE as STALE_TIMES } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

export type { AffLink, AgentStatement, DownlineRow, DownlineDetail, Subordinate } from '@wps/contract';
/** The KPI calls' period parameters (a custom one with its days). */
export interface KpiQuery {
  period: AgentPeriod;
  start?: string | undefined;
  end?: string | undefined;
}
export interface DownlineFilters {
  account?: string | undefined;
  scope: DownlineScope;
  type?: DownlineType | undefined;
  /** Registration days, both included. */
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
}
/** Statement kinds of the statements tab: each is its own call's filter. */
export const STATEMENT_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export interface StatementFilters {
  kind: StatementKind;
  /** `received`: paid to the agent; `paid`: what it paid its sub-agents. */
  side: 'received' | 'paid';
  start: string;
  end: string;
}

/** The agent's own team data: under the session scope, dropped on logout. */
export const agentKeys = {
  all: [SESSION_SCOPE, 'agent'] as const,
  income: () => [...agentKeys.all, 'income'] as const,
  kpi: (q: KpiQuery) => [...agentKeys.all, 'kpi', q] as const,
  series: (q: KpiQuery) => [...agentKeys.all, 'series', q] as const,
  statements: (f: StatementFilters) => [...agentKeys.all, 'statements', f] as const,
  team: () => [...agentKeys.all, 'team'] as const,
  subordinates: () => [...agentKeys.team(), 'subordinates'] as const,
  downlines: (f: DownlineFilters) => [...agentKeys.team(), 'downlines', f] as const,
  downline: (id: number) => [...agentKeys.team(), 'downline', id] as const,
  affiliate: () => [...agentKeys.all, 'affiliate'] as const,
  links: () => [...agentKeys.all, 'links'] as const,
};

const STALE = 30_000;
const nextPage = (last: { pageNo: number; totalPages: number }) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

/** Income this and last half-month (helper B's agent-contracts call). */
export function useAgentIncomeQuery() {
  return useQuery({ queryKey: agentKeys.income(), queryFn: ({ signal }) => apiCall('agentIncome', { signal }), staleTime: STALE });
}

/** Only the parameters of the period: a custom range's days, nothing else. */
const kpiParams = (q: KpiQuery) => (q.period === 'custom' ? { period: q.period, start: q.start, end: q.end } : { period: q.period });

export function useTeamKpiQuery(q: KpiQuery) {
  const query = kpiParams(q);
  return useQuery({ queryKey: agentKeys.kpi(query), queryFn: ({ signal }) => apiCall('teamKpiA', { query, signal }), staleTime: STALE });
}

/** The daily series: today alone is one point, so the chart shows at least the week. */
export function useTeamSeriesQuery(q: KpiQuery) {
  const query = q.period === 'day' ? { period: 'week' as const } : kpiParams(q);
  return useQuery({
    queryKey: agentKeys.series(query),
    queryFn: ({ signal }) => apiCall('teamKpiB', { query, signal }),
    staleTime: STALE,
  });
}

/** Direct sub-agents, a page at a time (the contract's page size). */
export function useSubordinatesInfiniteQuery() {
  return useInfiniteQuery({
    queryKey: agentKeys.subordinates(),
    queryFn: ({ pageParam, signal }) => apiCall('subordinates', { query: { pageNo: pageParam, pageSize: AGENT_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: SubordinatePage) => nextPage(last),
    staleTime: STALE,
  });
}

/** Salary or dividend statements of a day range, received or paid, with the range's sums on every page. */
export function useAgentStatementsInfiniteQuery(f: StatementFilters) {
  return useInfiniteQuery({
    queryKey: agentKeys.statements(f),
    queryFn: ({ pageParam, signal }) => {
      const query = { start: f.start, end: f.end, side: f.side, pageNo: pageParam };
      return f.kind === 'DIVIDEND' ? apiCall('queryDividend', { query, signal }) : apiCall('queryDailySalary', { query: { ...query, kind: f.kind }, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last: AgentStatementRangePage) => nextPage(last),
    staleTime: STALE,
  });
}

export function useDownlinesInfiniteQuery(f: DownlineFilters) {
  return useInfiniteQuery({
    queryKey: agentKeys.downlines(f),
    queryFn: ({ pageParam, signal }) =>
      apiCall('downlines', {
        query: {
          pageNo: pageParam,
          scope: f.scope,
          ...(f.account ? { account: f.account } : {}),
          ...(f.type ? { type: f.type } : {}),
          ...(f.registeredFrom && f.registeredTo ? { registeredFrom: f.registeredFrom, registeredTo: f.registeredTo } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: DownlinePage) => nextPage(last),
    staleTime: STALE,
  });
}

export function useDownlineQuery(memberId: number) {
  return useQuery({ queryKey: agentKeys.downline(memberId), queryFn: ({ signal }) => apiCall('downline', { query: { memberId }, signal }), staleTime: STALE });
}

/** The downlines whose account matches exactly (any case), for the transfer form that takes account names. */
export async function findDownline(account: string): Promise<{ memberId: number; account: string } | null> {
  const page = await apiCall('downlines', { query: { account, scope: 'team', pageNo: 1 } });
  const want = account.toLowerCase();
  return page.list.find((d) => d.account.toLowerCase() === want) ?? null;
}

export function useUpdateRebateMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDownlineRebate) => apiCall('updateDownlineRebates', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.team() }),
  });
}

/** After a transfer the header balance and the team's balances are stale. */
function useAfterTransfer() {
  const client = useQueryClient();
  const moneyChanged = useMoneyChanged();
  return () => Promise.all([moneyChanged(), client.invalidateQueries({ queryKey: agentKeys.team() })]);
}

/**
 * Whether the member has a payment password (the security centre's state, read under the wallet's key so setting
 * one there refreshes this): a transfer needs one, and is told so before its confirmation (issue 33 item 23).
 */
export function useHasPaymentPasswordQuery() {
  return useQuery({
    queryKey: walletKeys.security(),
    queryFn: ({ signal }) => apiCall('securityConfig', { signal }),
    staleTime: STALE_TIMES.member,
    select: (c) => c.hasPaymentPassword,
  });
}

export function useTransferMutation() {
  const after = useAfterTransfer();
  return useMutation({ mutationFn: (body: TransferDownline) => apiCall('transferDownline', { body }), onSuccess: after });
}

export function useTransferMultipleMutation() {
  const after = useAfterTransfer();
  return useMutation({ mutationFn: (body: TransferMultiple) => apiCall('transferMultipleDownline', { body }), onSuccess: after });
}

export function useAffiliateSummaryQuery() {
  return useQuery({ queryKey: agentKeys.affiliate(), queryFn: ({ signal }) => apiCall('agentAffiliate', { signal }), staleTime: STALE });
}

export function useAffLinksQuery() {
  return useQuery({ queryKey: agentKeys.links(), queryFn: ({ signal }) => apiCall('affLinks', { signal }), staleTime: STALE });
}

function useLinksChanged() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: agentKeys.links() }), client.invalidateQueries({ queryKey: agentKeys.affiliate() })]);
}

export function useCreateAffLinkMutation() {
  const changed = useLinksChanged();
  return useMutation({ mutationFn: (body: CreateAffLink) => apiCall('createAffLink', { body }), onSuccess: changed });
}

export function useDeleteAffLinkMutation() {
  const changed = useLinksChanged();
  return useMutation({ mutationFn: (body: { id: number }) => apiCall('deleteAffLink', { body }), onSuccess: changed });
}

export function useRegAffMutation() {
  const client = useQueryClient();
  const changed = useLinksChanged();
  return useMutation({
    mutationFn: (body: RegAff) => apiCall('regAff', { body }),
    onSuccess: () => Promise.all([changed(), client.invalidateQueries({ queryKey: agentKeys.team() })]),
  });
}
