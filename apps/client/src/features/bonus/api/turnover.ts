import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

/** The member's open bonus turnover; under the wallet's keys, so every money event refetches it. */
export const useTurnoverQuery = () =>
  useQuery({
    queryKey: walletKeys.turnover(),
    queryFn: ({ signal }) => apiCall('turnoverStatus', { signal }),
    staleTime: STALE.balance,
  });
