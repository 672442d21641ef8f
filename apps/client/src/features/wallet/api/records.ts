import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BetRecordPage, TransactionPage, TxCode } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

/** A records query's period: inclusive server (UTC) days. */
export interface RangeFilter {
  start: string;
  end: string;
}

const nextPage = (last: TransactionPage | BetRecordPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

export function useTransactionsInfiniteQuery(f: RangeFilter & { txCode?: TxCode | undefined }) {
  return useInfiniteQuery({
    queryKey: walletKeys.records('tx', { ...f }),
    queryFn: ({ pageParam, signal }) =>
      apiCall('memberTransaction', {
        query: { start: f.start, end: f.end, pageNo: pageParam, ...(f.txCode ? { txCode: f.txCode } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: STALE.balance,
  });
}

export const useTxCodesQuery = () =>
  useQuery({
    queryKey: walletKeys.records('codes', {}),
    queryFn: ({ signal }) => apiCall('txCodeList', { signal }),
    staleTime: STALE.catalogue,
  });

export const usePnlQuery = (f: RangeFilter) =>
  useQuery({
    queryKey: walletKeys.pnl(f.start, f.end),
    queryFn: ({ signal }) => apiCall('memPnl', { query: { ...f }, signal }),
    staleTime: STALE.balance,
  });

export function useBetRecordInfiniteQuery(f: RangeFilter & { gameType?: string | undefined }) {
  return useInfiniteQuery({
    queryKey: walletKeys.records('bets', { ...f }),
    queryFn: ({ pageParam, signal }) =>
      apiCall('betRecord', {
        query: { start: f.start, end: f.end, pageNo: pageParam, ...(f.gameType ? { gameType: f.gameType } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: STALE.balance,
  });
}
