import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { useSession } from '../../../shared/session/session-store';
import { walletKeys } from './wallet-keys';

export const getBalance = (signal?: AbortSignal) => apiCall('walletGcs', { signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => getBalance(signal), staleTime: STALE.balance });

export function useBalanceQuery() {
  const session = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: session !== null });
}

/** "Refresh balance": refetch now, whatever the stale time says. */
export function useRefreshBalance(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.refetchQueries({ queryKey: walletKeys.balance() }), [client]);
}
