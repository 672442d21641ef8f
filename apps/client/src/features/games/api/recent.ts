import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { PLATFORM_QUERY, type GamePage } from './catalogue';
import { gameKeys } from './games-keys';

export const recentListInfiniteOptions = (gameType?: string) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recentList(gameType),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const q: Record<string, string> = { ...PLATFORM_QUERY, page: String(pageParam), pageSize: String(PAGE_SIZE.recent) };
      if (gameType) q.gameType = gameType;
      const v = await apiCall('recentList', { query: q, signal });
      return { games: v.list, totalPages: v.totalPages, totalCount: v.totalCount };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    staleTime: STALE.member,
  });
export const useRecentListInfiniteQuery = (gameType: string | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...recentListInfiniteOptions(gameType), enabled });

/** Remembers a played game; a failure only costs the recent list an entry, so it is not reported. */
export function addRecentGame(nodeId: string, vendor?: string): Promise<unknown> {
  return apiCall('recentAdd', { query: vendor ? { nodeId, vendor } : { nodeId } }).catch(() => null);
}
