import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeys } from './session-keys';

const ORDER = walletKeys.order('deposit', '')[2];

/**
 * After any money event (deposit credited, withdrawal held, card bound): refetch the balance the header and sidebar
 * show and every money list, so nothing on screen is stale without a manual reload. A followed order's own query is
 * left alone: it is what reports the event, and refetching it here would report it again.
 */
export function useMoneyChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: walletKeys.all, predicate: (q) => q.queryKey[2] !== ORDER }), [client]);
}
