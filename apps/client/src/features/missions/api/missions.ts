import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { rewardsKeys } from '../../../shared/query/session-keys';

/** Missions pay into the reward centre: under its keys, so a claim there (which reloads them all) reloads them too. */
const missionsKey = (lang: string) => [...rewardsKeys.all, 'missions', lang] as const;

/** The current periods' missions in the member's language. */
export function useMissionListQuery(lang: string) {
  return useQuery({
    queryKey: missionsKey(lang),
    queryFn: ({ signal }) => apiCall('missionList', { signal }),
    staleTime: 15_000,
  });
}
