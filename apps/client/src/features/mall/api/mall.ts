import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MallOrderPage, MallRedeem, PointsPage } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { SESSION_SCOPE } from '../../../shared/query/query-client';

/** The mall's data is the member's own: under the session scope, dropped on logout. */
export const mallKeys = {
  all: [SESSION_SCOPE, 'mall'] as const,
  points: () => [...mallKeys.all, 'points'] as const,
  history: () => [...mallKeys.all, 'history'] as const,
  orders: (lang: string) => [...mallKeys.all, 'orders', lang] as const,
  items: (lang: string) => [...mallKeys.all, 'items', lang] as const,
};

const nextPage = (last: { pageNo: number; totalPages: number }) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

export function usePointsQuery() {
  return useQuery({ queryKey: mallKeys.points(), queryFn: ({ signal }) => apiCall('pointsSummary', { signal }), staleTime: 10_000 });
}

export function useMallItemsQuery(lang: string) {
  return useQuery({ queryKey: mallKeys.items(lang), queryFn: ({ signal }) => apiCall('mallItems', { signal }), staleTime: 30_000 });
}

export function usePointsHistoryQuery() {
  return useInfiniteQuery({
    queryKey: mallKeys.history(),
    queryFn: ({ pageParam, signal }) => apiCall('pointsHistory', { query: { pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PointsPage) => nextPage(last),
  });
}

export function useMallOrdersQuery(lang: string) {
  return useInfiniteQuery({
    queryKey: mallKeys.orders(lang),
    queryFn: ({ pageParam, signal }) => apiCall('mallOrders', { query: { pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: MallOrderPage) => nextPage(last),
  });
}

/**
 * Redeems an item. Whatever the answer (an order, or sold out / not enough points meanwhile), the mall reloads:
 * points, stock and orders; bonus cash also moved the wallet and its turnover.
 */
export function useRedeemMutation() {
  const qc = useQueryClient();
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: MallRedeem) => apiCall('mallRedeem', { body }),
    onSettled: (data) => {
      void qc.invalidateQueries({ queryKey: mallKeys.all });
      if (data?.order.kind === 'BONUS_CASH') void moneyChanged();
    },
  });
}
