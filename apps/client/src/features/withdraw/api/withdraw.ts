import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@wps/contract/lite';
import type { WithdrawRequest } from '@wps/contract';
import { isApiError } from '../../../shared/api/api-error';
import { apiCall } from '../../../shared/api/client';
import { useLiveOrderQuery } from '../../../shared/query/live-order';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

export const useWithdrawInfoQuery = () =>
  useQuery({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: ({ signal }) => apiCall('withdrawInfo', { signal }),
    staleTime: STALE.balance,
  });

/** The request carries the payment password: the API client sends it encrypted (DESIGN.md). */
export function useWithdrawMutation() {
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => apiCall('withdraw', { body }),
    onSuccess: () => void moneyChanged(),
    // Refused for an open bonus turnover: refetch it, so the progress the message points to is on screen and current.
    onError: (e) => {
      if (isApiError(e) && e.code === ErrorCode.TURNOVER_OPEN) void moneyChanged();
    },
  });
}

/** A withdrawal's live status: polled while it waits, so the operator's payout or refusal shows up without a reload. */
export const useWithdrawOrderQuery = (orderNo: string | null) =>
  useLiveOrderQuery('withdraw', orderNo, (no, signal) => apiCall('withdrawOrder', { query: { orderNo: no }, signal }));

/** The member's withdrawal orders of a period (MCS2_WithdrawTransactionReport), page by page. */
export function useWithdrawReportInfiniteQuery(f: { start: string; end: string }) {
  return useInfiniteQuery({
    queryKey: walletKeys.records('withdraw', { ...f }),
    queryFn: ({ pageParam, signal }) => apiCall('withdrawReport', { query: { ...f, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}
