import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE } from '../../../shared/query/query-client';

const STALE = { levels: 10 * 60_000, progress: 30_000, benefits: 60_000 } as const;

/** The levels are public and rarely change; progress is the member's own, under the session scope (dropped on logout). */
export const vipKeys = {
  levels: (lang: string) => ['vip', 'levels', lang] as const,
  progress: () => [SESSION_SCOPE, 'vip', 'progress'] as const,
  benefits: () => [SESSION_SCOPE, 'vip', 'benefits'] as const,
};

export function useVipLevelsQuery(lang: string) {
  return useQuery({
    queryKey: vipKeys.levels(lang),
    queryFn: ({ signal }) => apiCall('vipLevels', { signal }),
    staleTime: STALE.levels,
  });
}

export function useVipProgressQuery(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.progress(),
    queryFn: ({ signal }) => apiCall('vipProgress', { signal }),
    staleTime: STALE.progress,
    enabled,
  });
}

/** The member's periodic benefits: rebate rate and last rebates, next monthly bonus, birthday gift. */
export function useVipBenefitsQuery(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.benefits(),
    queryFn: ({ signal }) => apiCall('vipBenefits', { signal }),
    staleTime: STALE.benefits,
    enabled,
  });
}
