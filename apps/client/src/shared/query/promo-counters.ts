import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { rewardsKeys } from './session-keys';

/** The badge follows rewards an operator or an event issues while the member centre is open. */
const POLL_MS = 60_000;
/** Asked afresh by every screen that shows a count (home, member centre): a reward issued a moment ago shows at once. */
const STALE_MS = 0;

/**
 * Promo counters (spec part 2 s2): the rewards waiting per kind and their sum `receiving`, the reward centre's badge.
 * Under the session scope; the reward centre invalidates it when a claim settles.
 */
export const promoCountersQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.counters(),
    queryFn: ({ signal }) => apiCall('promoCounters', { signal }),
    staleTime: STALE_MS,
    refetchInterval: POLL_MS,
  });

/** Members only: a visitor's counters are all zero, so it never asks. */
export function usePromoCountersQuery(enabled = true) {
  const session = useSession();
  return useQuery({ ...promoCountersQueryOptions(), enabled: enabled && session !== null });
}
