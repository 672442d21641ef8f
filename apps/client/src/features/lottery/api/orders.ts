import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotteryCancelBody, LotteryOrderPage, LotteryOrderStatus } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { STALE } from '../../../shared/query/query-client';
import { lotteryKeys } from './lottery-keys';

const nextPage = (last: LotteryOrderPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

/** The member's lottery orders, newest first, optionally of one status. */
export function useLotteryOrdersInfiniteQuery(status: LotteryOrderStatus | '') {
  return useInfiniteQuery({
    queryKey: lotteryKeys.orderList(status),
    queryFn: ({ pageParam, signal }) => apiCall('lotteryOrders', { query: { pageNo: pageParam, ...(status ? { status } : {}) }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: STALE.balance,
  });
}

export function useLotteryOrderQuery(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.order(orderId),
    queryFn: ({ signal }) => apiCall('lotteryOrderDetail', { query: { orderId: String(orderId) }, signal }),
    staleTime: STALE.balance,
    enabled,
  });
}

/**
 * Cancels an open sub-order: the order as the server now has it replaces the detail, the order lists and the header
 * balance (the stake came back) are fetched again.
 */
export function useCancelSubOrderMutation() {
  const client = useQueryClient();
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: LotteryCancelBody) => apiCall('lotteryCancelSubOrder', { body }),
    onSuccess: async ({ order }) => {
      client.setQueryData(lotteryKeys.order(order.orderId), order);
      await Promise.all([client.invalidateQueries({ queryKey: [...lotteryKeys.orders(), 'list'] }), moneyChanged()]);
    },
  });
}
