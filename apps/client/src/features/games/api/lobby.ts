import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { gameKeys } from './games-keys';

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.announcements(),
    queryFn: ({ signal }) => apiCall('announcements', { query: { types: 'B,PL,PU', platform: 'M' }, signal }),
    staleTime: STALE.member,
  });
export const useAnnouncementsQuery = () => useQuery(announcementsQueryOptions());
