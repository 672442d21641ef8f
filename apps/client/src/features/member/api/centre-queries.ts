import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { memberKeys, messagesKeys, walletKeys } from '../../../shared/query/session-keys';
import { useSession } from '../../../shared/session/session-store';

/*
 * The centre reads what the header, sidebar and message screens already hold: same keys and stale times, so the
 * cache is shared and nothing is fetched twice.
 */

/** Unread counts are polled like the message screens do, so the badge follows new messages. */
const UNREAD_STALE_MS = 10_000;
const UNREAD_POLL_MS = 60_000;

export function useCentreMemberInfoQuery() {
  const session = useSession();
  return useQuery({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => apiCall('memberInfo', { signal }),
    staleTime: STALE.member,
    enabled: session !== null,
  });
}

export function useCentreBalanceQuery() {
  const session = useSession();
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => apiCall('walletGcs', { signal }),
    staleTime: STALE.balance,
    enabled: session !== null,
  });
}

/** "Refresh balance": refetch now, whatever the stale time says. */
export function useRefreshCentreBalance(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.refetchQueries({ queryKey: walletKeys.balance() }), [client]);
}

export function useCentreUnreadQuery() {
  const session = useSession();
  return useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: ({ signal }) => apiCall('unreadCount', { signal }),
    staleTime: UNREAD_STALE_MS,
    refetchInterval: UNREAD_POLL_MS,
    enabled: session !== null,
  });
}
