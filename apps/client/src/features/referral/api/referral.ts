import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InviteePage } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE, STALE } from '../../../shared/query/query-client';

/** The member's invitation and invitees: under the session scope, dropped on logout. */
export const referralKeys = {
  all: [SESSION_SCOPE, 'referral'] as const,
  invitation: () => [...referralKeys.all, 'invitation'] as const,
  invitees: () => [...referralKeys.all, 'invitees'] as const,
};

/** The member's code, link path, rule and totals (the code is made on the first ask). */
export function useMyInvitationQuery() {
  return useQuery({
    queryKey: referralKeys.invitation(),
    queryFn: ({ signal }) => apiCall('myInvitation', { signal }),
    staleTime: STALE.balance,
  });
}

/** The member's invitees, newest first, page by page. */
export function useInviteesInfiniteQuery() {
  return useInfiniteQuery({
    queryKey: referralKeys.invitees(),
    queryFn: ({ pageParam, signal }) => apiCall('myInvitees', { query: { pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: InviteePage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: STALE.balance,
  });
}
