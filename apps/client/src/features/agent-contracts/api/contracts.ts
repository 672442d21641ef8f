import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentContractPage, AgentStatementPage, ContractKind, DividendTierInput, SalaryTierInput } from '@wps/contract';
import { AGENT_PAGE_SIZE_MAX } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { SESSION_SCOPE, STALE } from '../../../shared/query/query-client';

/** The member's own contracts: under the session scope, dropped on logout. */
export const contractKeys = {
  all: [SESSION_SCOPE, 'agent-contracts'] as const,
  status: () => [...contractKeys.all, 'status'] as const,
  kind: (kind: ContractKind) => [...contractKeys.all, kind] as const,
  info: (kind: ContractKind) => [...contractKeys.kind(kind), 'info'] as const,
  pending: (kind: ContractKind) => [...contractKeys.kind(kind), 'pending'] as const,
  history: (kind: ContractKind) => [...contractKeys.kind(kind), 'history'] as const,
  current: (kind: ContractKind) => [...contractKeys.kind(kind), 'current'] as const,
  statements: (kind: ContractKind, side: 'received' | 'paid') => [...contractKeys.kind(kind), 'statements', side] as const,
  subordinates: () => [...contractKeys.all, 'subordinates'] as const,
};

// Call names by kind, written out: the build registers the routes of the names a module quotes.
const INFO = { DAILY_SALARY: 'dailySalInfo', HOURLY_SALARY: 'hourSalInfo', DIVIDEND: 'dividendInfo' } as const;
const REQ = { DAILY_SALARY: 'dailySalReq', HOURLY_SALARY: 'hourSalReq', DIVIDEND: 'dividendReq' } as const;
const HIST = { DAILY_SALARY: 'dailySalHist', HOURLY_SALARY: 'hourSalHist', DIVIDEND: 'dividendHist' } as const;
const PROCESS = { DAILY_SALARY: 'processDailySal', HOURLY_SALARY: 'processHourSal', DIVIDEND: 'processDividend' } as const;
const CURRENT = { DAILY_SALARY: 'currentDailySalary', HOURLY_SALARY: 'currentHourSalary', DIVIDEND: 'currentDividend' } as const;

/** Statements of the last 30 days (UTC days, as the server keys its periods). */
export const STATEMENT_DAYS = 30;
export function statementRange(now = new Date()): { start: string; end: string } {
  const end = now.toISOString().slice(0, 10);
  const start = new Date(now.getTime() - (STATEMENT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/** The pending contract requests addressed to the member (home prompt; spec part 2 s3). */
export function useRequestStatusQuery(enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.status(),
    queryFn: ({ signal }) => apiCall('contractRequestStatus', { signal }),
    enabled,
    staleTime: STALE.member,
  });
}

/** The member's own active terms of a kind and its proposals to direct downlines. */
export function useContractInfoQuery(kind: ContractKind) {
  return useQuery({ queryKey: contractKeys.info(kind), queryFn: ({ signal }) => apiCall(INFO[kind], { signal }), staleTime: STALE.balance });
}

/** The proposal of a kind awaiting the member's answer, or null. */
export function usePendingQuery(kind: ContractKind) {
  return useQuery({ queryKey: contractKeys.pending(kind), queryFn: ({ signal }) => apiCall(REQ[kind], { signal }), staleTime: STALE.balance });
}

export function useHistoryQuery(kind: ContractKind) {
  return useInfiniteQuery({
    queryKey: contractKeys.history(kind),
    queryFn: ({ pageParam, signal }) => apiCall(HIST[kind], { query: { pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: AgentContractPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}

/** The current period so far: the team's figures and the estimate. */
export function useCurrentQuery(kind: ContractKind) {
  return useQuery({ queryKey: contractKeys.current(kind), queryFn: ({ signal }) => apiCall(CURRENT[kind], { signal }), staleTime: STALE.balance });
}

/** Settled periods of the last 30 days: what the member received, or what it paid its downlines. */
export function useStatementsQuery(kind: ContractKind, side: 'received' | 'paid') {
  return useInfiniteQuery({
    queryKey: contractKeys.statements(kind, side),
    queryFn: ({ pageParam, signal }) => {
      const query = { ...statementRange(), pageNo: pageParam, side };
      return kind === 'DIVIDEND'
        ? apiCall('queryDividend', { query, signal })
        : apiCall('queryDailySalary', { query: { ...query, kind }, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last: AgentStatementPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}

/** The member's direct sub-agents, the ones a proposal can go to. */
export function useSubordinatesQuery(enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.subordinates(),
    // One page of the largest size: an agent's direct sub-agents are bounded by its quota.
    queryFn: ({ signal }) => apiCall('subordinates', { query: { pageNo: 1, pageSize: AGENT_PAGE_SIZE_MAX }, signal }),
    enabled,
    staleTime: STALE.member,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: contractKeys.all });
}

/** Accept or reject the pending proposal (the same answer twice is harmless on the server). */
export function useProcessContract(kind: ContractKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; action: 'accept' | 'reject' }) => apiCall(PROCESS[kind], { body }),
    onSettled: refresh,
  });
}

export type ProposeBody = { downlineId: number; salary: SalaryTierInput[] } | { downlineId: number; dividend: DividendTierInput[] };

/** Propose terms to a direct downline agent. */
export function usePropose(kind: ContractKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (b: ProposeBody) => {
      if ('dividend' in b) return apiCall('applyDividend', { body: { downlineId: b.downlineId, tiers: b.dividend } });
      const body = { downlineId: b.downlineId, tiers: b.salary };
      return kind === 'HOURLY_SALARY' ? apiCall('applyHourSal', { body }) : apiCall('applyDailySal', { body });
    },
    onSettled: refresh,
  });
}

/** Withdraw a pending proposal the member made. */
export function useCancelProposal() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiCall('cancelContract', { body: { id } }), onSettled: refresh });
}

/** Pay a finished period's dividend to a direct downline now (once: a paid period answers its row). */
export function usePayoutDividend() {
  const refresh = useRefresh();
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: { contractId: number; period: string }) => apiCall('payoutDividend', { body }),
    onSettled: () => Promise.all([refresh(), moneyChanged()]),
  });
}
