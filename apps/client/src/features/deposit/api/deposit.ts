import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { DepositChannelType, DepositRequest, PlayerCallName } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useLiveOrderQuery } from '../../../shared/query/live-order';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

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

/** A deposit order's live status: polled while it waits, so a credit shows up without a reload. */
export const useDepositOrderQuery = (orderNo: string | null) =>
  useLiveOrderQuery('deposit', orderNo, (no, signal) => apiCall('depositOrder', { query: { orderNo: no }, signal }));

/** The call that opens an order on a channel of each type (the same request and answer for all). */
const DEPOSIT_CALL = {
  BANK: 'depositManual',
  GATEWAY: 'depositGateway',
  ALIPAY: 'depositAlipay',
  WECHAT: 'depositWechat',
  QQ: 'depositQq',
} as const satisfies Record<DepositChannelType, PlayerCallName>;

export function useDepositMutation(kind: DepositChannelType) {
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: DepositRequest) => apiCall(DEPOSIT_CALL[kind], { body }),
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
