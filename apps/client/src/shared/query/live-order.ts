import { useQuery } from '@tanstack/react-query';
import { useMoneyChanged } from './money-events';
import { walletKeys } from './session-keys';

/** While an order waits, its status is polled this often so the operator's decision shows up without a reload. */
export const PENDING_POLL_MS = 3000;

/**
 * A money order's live status on its result screen (a deposit waiting for the money, a withdrawal waiting for the
 * payout): polled while pending; once decided, the balance and the money lists refresh (useMoneyChanged), so the
 * header follows the decision too.
 */
export function useLiveOrderQuery<T extends { status: string }>(
  kind: 'deposit' | 'withdraw',
  orderNo: string | null,
  fetchOrder: (orderNo: string, signal: AbortSignal) => Promise<T>,
) {
  const moneyChanged = useMoneyChanged();
  return useQuery({
    queryKey: walletKeys.order(kind, orderNo ?? ''),
    queryFn: async ({ signal }) => {
      const order = await fetchOrder(orderNo!, signal);
      if (order.status !== 'pending') void moneyChanged();
      return order;
    },
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
