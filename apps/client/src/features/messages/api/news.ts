import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';

/** Public (the server picks the caller's language), so outside the session scope. */
export const newsKeys = {
  lobby: () => ['messages', 'lobbyNews'] as const,
};

/** Operators change news rarely: home asks again after a minute. */
const NEWS_STALE_MS = 60_000;

/** The lobby news of home. */
export const lobbyNewsQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.lobby(),
    queryFn: ({ signal }) => apiCall('lobbyNews', { signal }),
    staleTime: NEWS_STALE_MS,
  });
export const useLobbyNewsQuery = () => useQuery(lobbyNewsQueryOptions());
