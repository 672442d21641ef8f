import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { rewardsKeys } from '../../../shared/query/session-keys';

/**
 * Raffles live under the reward centre's keys: claiming tickets or a prize there (which reloads them all) reloads the
 * raffles' ticket counts too.
 */
const rafflesKeys = {
  all: [...rewardsKeys.all, 'raffles'] as const,
  list: (lang: string) => [...rafflesKeys.all, 'list', lang] as const,
  detail: (id: number, lang: string) => [...rafflesKeys.all, 'detail', id, lang] as const,
};
/** Ticket counts move with deposits and claims; winners once drawn never change. */
const RAFFLES_STALE_MS = 15_000;

/** Open and recently drawn raffles with the member's tickets, in the member's language. */
export function useRaffleListQuery(lang: string) {
  return useQuery({
    queryKey: rafflesKeys.list(lang),
    queryFn: ({ signal }) => apiCall('raffleList', { signal }),
    staleTime: RAFFLES_STALE_MS,
  });
}

/** A raffle with its winners (masked accounts). */
export function useRaffleDetailQuery(id: number, lang: string) {
  return useQuery({
    queryKey: rafflesKeys.detail(id, lang),
    queryFn: ({ signal }) => apiCall('raffleDetail', { params: { id }, signal }),
    staleTime: RAFFLES_STALE_MS,
  });
}
