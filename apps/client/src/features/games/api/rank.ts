import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { gameKeys } from './games-keys';

/** Big wins change with play: home asks again after a minute (the server caches them briefly per merchant). */
const RANK_STALE_MS = 60_000;

/** The winners ticker's big wins (public). */
export const rankListQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.rankList(),
    queryFn: ({ signal }) => apiCall('rankList', { signal }),
    staleTime: RANK_STALE_MS,
  });
export const useRankListQuery = () => useQuery(rankListQueryOptions());
