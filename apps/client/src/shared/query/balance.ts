import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WalletGcs } from '@wps/contract';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { STALE } from './query-client';
import { walletKeys } from './session-keys';

/**
 * While a transfer-mode vendor's balance is answered `stale` (the server's last known one, refreshing it in the
 * background), the balance is asked again this often, so play on the vendor's side shows without a manual refresh.
 */
export const VENDOR_REFRESH_MS = 2_000;

/** How soon to ask the balance again: VENDOR_REFRESH_MS while a vendor balance is stale, else only when stale. */
export const vendorRefreshInterval = (data: WalletGcs | undefined): number | false =>
  data?.wallets?.some((w) => w.stale) ? VENDOR_REFRESH_MS : false;

/**
 * The member's balance (GCS wallet): header, sidebar, member centre and the money screens read this one cache entry.
 * It lives under the session scope, so logging out drops it; money events refetch it (money-events.ts).
 */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => apiCall('walletGcs', { signal }),
    staleTime: STALE.balance,
    refetchInterval: (q) => vendorRefreshInterval(q.state.data),
  });

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
