import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@wps/contract/lite';
import type { Game } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { useSession } from '../../../shared/session/session-store';
import type { GamePage } from './catalogue';
import { gameKeys } from './games-keys';

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(),
    queryFn: ({ signal }) => apiCall('favouriteIds', { signal }),
    staleTime: STALE.member,
  });

/** FavGames as a set of node ids; empty for visitors. */
export function useFavouriteIdsQuery() {
  const session = useSession();
  return useQuery({ ...favouriteIdsQueryOptions(), enabled: session !== null, select: (ids) => new Set(ids) });
}

export const favouriteListInfiniteOptions = (gameType?: string) =>
  infiniteQueryOptions({
    queryKey: gameKeys.favouriteList(gameType),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const q: Record<string, string> = { pageNo: String(pageParam), pageSize: String(PAGE_SIZE.favourites) };
      if (gameType) q.gameType = gameType;
      const v = await apiCall('favouriteList', { query: q, signal });
      return { games: v.content, totalPages: v.totalPages, totalCount: v.totalCount };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    staleTime: STALE.member,
  });
export const useFavouriteListInfiniteQuery = (gameType: string | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...favouriteListInfiniteOptions(gameType), enabled });

/** Add or remove a favourite; the id set is updated at once and put back if the server refuses. */
export function useToggleFavouriteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, add }: { game: Game; add: boolean }) => {
      if (add) await apiCall('favouriteAdd', { body: { nodeId: game.nodeId, vendor: game.vassalage } });
      else await apiCall('favouriteRemove', { query: { nodeId: game.nodeId, vendor: game.vassalage } });
    },
    onMutate: async ({ game, add }) => {
      await client.cancelQueries({ queryKey: gameKeys.favouriteIds() });
      const before = client.getQueryData<string[]>(gameKeys.favouriteIds());
      const next = new Set(before ?? []);
      if (add) next.add(game.nodeId);
      else next.delete(game.nodeId);
      client.setQueryData(gameKeys.favouriteIds(), [...next]);
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) client.setQueryData(gameKeys.favouriteIds(), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: gameKeys.member }),
  });
}
