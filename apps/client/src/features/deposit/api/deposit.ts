import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { DepositRequest } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

/** While an order waits, its status is polled this often so a credit shows up without a reload. */
export const PENDING_POLL_MS = 3000;

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.channels(),
    queryFn: ({ signal }) => apiCall('depositBanks', { signal }),
    staleTime: STALE.member,
  });
export const useDepositChannelsQuery = () => useQuery(channelsQueryOptions());

export const useDepositPromosQuery = () =>
  useQuery({
    queryKey: walletKeys.promos(),
    queryFn: ({ signal }) => apiCall('depositPromos', { signal }),
    staleTime: STALE.member,
  });

export function useDepositOrderQuery(orderNo: string | null) {
  const moneyChanged = useMoneyChanged();
  return useQuery({
    queryKey: walletKeys.depositOrder(orderNo ?? ''),
    queryFn: async ({ signal }) => {
      const order = await apiCall('depositOrder', { query: { orderNo: orderNo! }, signal });
      if (order.status === 'success') void moneyChanged();
      return order;
    },
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useDepositMutation(kind: 'BANK' | 'GATEWAY') {
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: DepositRequest) => apiCall(kind === 'BANK' ? 'depositManual' : 'depositGateway', { body }),
    onSuccess: () => void moneyChanged(),
  });
}

/** The member's deposit orders of a period (MCS2_DepositTransactionReport), page by page. */
export function useDepositReportInfiniteQuery(f: { start: string; end: string }) {
  return useInfiniteQuery({
    queryKey: walletKeys.records('deposit', { ...f }),
    queryFn: ({ pageParam, signal }) => apiCall('depositReport', { query: { ...f, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}
