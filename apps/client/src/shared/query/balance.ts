import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { STALE } from './query-client';
import { walletKeys } from './session-keys';

/**
 * The member's balance (GCS wallet): header, sidebar, member centre and the money screens read this one cache entry.
 * It lives under the session scope, so logging out drops it; money events refetch it (money-events.ts).
 */
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => apiCall('walletGcs', { signal }), staleTime: STALE.balance });

/** Members only: a visitor never asks. */
export function useBalanceQuery() {
  const session = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: session !== null });
}

/** "Refresh balance": refetch now, whatever the stale time says. */
export function useRefreshBalance(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.refetchQueries({ queryKey: walletKeys.balance() }), [client]);
}
