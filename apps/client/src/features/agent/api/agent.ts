import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentPeriod, CreateAffLink, DownlinePage, DownlineScope, DownlineType, RegAff, TransferDownline, TransferMultiple, UpdateDownlineRebate } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { SESSION_SCOPE } from '../../../shared/query/query-client';

export type { AffLink, DownlineRow, DownlineDetail } from '@wps/contract';
export type KpiPeriod = Exclude<AgentPeriod, 'custom'>;
export interface DownlineFilters {
  account?: string | undefined;
  scope: DownlineScope;
  type?: DownlineType | undefined;
}

/** The agent's own team data: under the session scope, dropped on logout. */
export const agentKeys = {
  all: [SESSION_SCOPE, 'agent'] as const,
  income: () => [...agentKeys.all, 'income'] as const,
  kpi: (period: KpiPeriod) => [...agentKeys.all, 'kpi', period] as const,
  series: (period: KpiPeriod) => [...agentKeys.all, 'series', period] as const,
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

export function useTeamKpiQuery(period: KpiPeriod) {
  return useQuery({ queryKey: agentKeys.kpi(period), queryFn: ({ signal }) => apiCall('teamKpiA', { query: { period }, signal }), staleTime: STALE });
}

/** The daily series: today alone is one point, so the chart shows at least the week. */
export function useTeamSeriesQuery(period: KpiPeriod) {
  const range = period === 'day' ? 'week' : period;
  return useQuery({
    queryKey: agentKeys.series(range),
    queryFn: ({ signal }) => apiCall('teamKpiB', { query: { period: range }, signal }),
    staleTime: STALE,
  });
}

/** Direct sub-agents: the first page of the largest size (an agent's quota keeps the list short). */
export function useSubordinatesQuery() {
  return useQuery({
    queryKey: agentKeys.subordinates(),
    queryFn: ({ signal }) => apiCall('subordinates', { query: { pageNo: 1, pageSize: 50 }, signal }),
    staleTime: STALE,
  });
}

export function useDownlinesInfiniteQuery(f: DownlineFilters) {
  return useInfiniteQuery({
    queryKey: agentKeys.downlines(f),
    queryFn: ({ pageParam, signal }) =>
      apiCall('downlines', { query: { pageNo: pageParam, scope: f.scope, ...(f.account ? { account: f.account } : {}), ...(f.type ? { type: f.type } : {}) }, signal }),
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
