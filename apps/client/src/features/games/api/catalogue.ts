import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@wps/contract/lite';
import type { Game } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { gameKeys, type GameListFilter } from './games-keys';

/** Query parameters the original client sends with every catalogue call. */
export const PLATFORM_QUERY = { platform: 'html5', clientType: '2' } as const;

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

export const vassGameTypesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.types(),
    queryFn: ({ signal }) => apiCall('vassGameType', { query: { typeId: '1' }, signal }),
    staleTime: STALE.catalogue,
  });
export const useVassGameTypesQuery = () => useQuery(vassGameTypesQueryOptions());

const clean = (o: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => Boolean(e[1])));

/** Game list pages of 25; a search is a short-lived query so typing never serves stale results for long. */
export const gameListInfiniteOptions = (f: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(f),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> =>
      apiCall('gameList', {
        query: { ...PLATFORM_QUERY, ...clean({ ...f }), pageNo: String(pageParam), pageSize: String(PAGE_SIZE.games) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    staleTime: f.gameName ? STALE.member : STALE.catalogue,
  });
export const useGameListInfiniteQuery = (f: GameListFilter, enabled = true) =>
  useInfiniteQuery({ ...gameListInfiniteOptions(f), enabled });

export const hotGamesQueryOptions = (gameType?: string) =>
  queryOptions({
    queryKey: gameKeys.hot(gameType),
    queryFn: ({ signal }) =>
      apiCall('hotGames', { query: { ...PLATFORM_QUERY, isPlatform: '2', ...clean({ gameType }) }, signal }).then((v) => v.list),
    staleTime: STALE.catalogue,
  });
export const useHotGamesQuery = (gameType?: string, enabled = true) => useQuery({ ...hotGamesQueryOptions(gameType), enabled });
