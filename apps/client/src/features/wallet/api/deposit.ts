import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DepositRequest } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import './money-calls';
import { useMoneyChanged } from './money-events';
import { walletKeys } from './wallet-keys';

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
