import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestReward } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE } from '../../../shared/query/query-client';

const STALE = { list: 60_000, detail: 15_000 } as const;

/** The list is public; the detail's state depends on the member, so it lives under the session scope (dropped on logout). */
export const promotionsKeys = {
  list: () => ['promotions', 'list'] as const,
  detail: (id: number) => [SESSION_SCOPE, 'promotions', 'detail', id] as const,
};

export function usePromotionListQuery() {
  return useQuery({
    queryKey: promotionsKeys.list(),
    queryFn: ({ signal }) => apiCall('promotionList', { signal }),
    staleTime: STALE.list,
  });
}

export function usePromotionDetailQuery(id: number) {
  return useQuery({
    queryKey: promotionsKeys.detail(id),
    queryFn: ({ signal }) => apiCall('promotionDetail', { query: { id: String(id) }, signal }),
    staleTime: STALE.detail,
    enabled: id > 0,
  });
}

export function usePromotionJoinMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('promotionJoin', { body: { promotionId: id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: promotionsKeys.detail(id) }),
  });
}

export function useRequestRewardMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RequestReward, 'promotionId'>) => apiCall('requestReward', { body: { ...body, promotionId: id }, timeoutMs: 60_000 }),
    onSettled: () => qc.invalidateQueries({ queryKey: promotionsKeys.detail(id) }),
  });
}
