import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RgExclusionRequest, RgSetLimit, RgTimeoutRequest } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';

const rgKeys = { state: ['responsible-gaming', 'state'] as const };

/** The member's limits with their use and raises waiting, and the break in force. */
export function useRgStateQuery() {
  return useQuery({ queryKey: rgKeys.state, queryFn: ({ signal }) => apiCall('rgState', { signal }) });
}

/** Set, lower, raise or remove a limit; the page shows the answer's state. */
export function useSetLimitMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RgSetLimit) => apiCall('rgSetLimit', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: rgKeys.state }),
  });
}

/** A time-out: the server ends every session of the member, this one too. */
export const useTimeoutMutation = () => useMutation({ mutationFn: (body: RgTimeoutRequest) => apiCall('rgTimeout', { body }) });

/** A self-exclusion: the server ends every session of the member, this one too. */
export const useExcludeMutation = () => useMutation({ mutationFn: (body: RgExclusionRequest) => apiCall('rgExclude', { body }) });
