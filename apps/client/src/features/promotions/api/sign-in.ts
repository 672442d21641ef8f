import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE } from '../../../shared/query/query-client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { rewardsKeys } from '../../../shared/query/session-keys';

const STALE_SIGN_IN = 30_000;
export const signInKeys = { status: () => [SESSION_SCOPE, 'promotions', 'sign-in'] as const };

export function useSignInStatusQuery(enabled: boolean) {
  return useQuery({
    queryKey: signInKeys.status(),
    queryFn: ({ signal }) => apiCall('signInStatus', { signal }),
    staleTime: STALE_SIGN_IN,
    enabled,
  });
}

/**
 * Signing in pays a reward with its turnover: the status, the wallet (balance, turnover) and the promo counters (the
 * home shortcut's dot) reload.
 */
export function useSignInMutation() {
  const qc = useQueryClient();
  const moneyChanged = useMoneyChanged();
  return useMutation({
    mutationFn: () => apiCall('signIn'),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: signInKeys.status() }),
        moneyChanged(),
        qc.invalidateQueries({ queryKey: rewardsKeys.counters() }),
      ]),
  });
}
