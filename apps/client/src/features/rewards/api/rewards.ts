import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardListName, RewardPage } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { STALE } from '../../../shared/query/query-client';
import { rewardsKeys } from '../../../shared/query/session-keys';

/** One list of the reward centre (waiting or history), page by page. */
export function useRewardListInfiniteQuery(list: RewardListName) {
  return useInfiniteQuery({
    queryKey: rewardsKeys.list(list),
    queryFn: ({ pageParam, signal }) => apiCall('rewardList', { query: { list, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: RewardPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}

/**
 * Claims one reward. Whatever the answer (paid, or already claimed or expired elsewhere), both lists and the counters
 * reload from the server, and so does every money query: the balance and the bonus turnover the claim opened.
 */
export function useClaimRewardMutation() {
  const qc = useQueryClient();
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: (id: number) => apiCall('claimReward', { body: { id } }),
    // Not awaited: the caller's toast comes with the answer, the card leaves the list once it has reloaded.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: rewardsKeys.all });
      void moneyChanged();
    },
  });
}
