import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RG_PLAY_POLL_MS } from '@wps/contract/lite';
import type { RgPlaySettings, RgRealityAnswer, RgStatementQuery } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';

const playKeys = {
  play: ['responsible-gaming', 'play'] as const,
  state: ['responsible-gaming', 'state'] as const,
  statement: (q: RgStatementQuery) => ['responsible-gaming', 'statement', q] as const,
};

/**
 * The play session as the server keeps it, asked every RG_PLAY_POLL_MS while a game page is open: the server decides
 * whether a reality check is due or the session limit reached, so a reload changes nothing.
 */
export function usePlayQuery(enabled: boolean) {
  return useQuery({
    queryKey: playKeys.play,
    queryFn: ({ signal }) => apiCall('rgPlay', { signal }),
    enabled,
    refetchInterval: RG_PLAY_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}

/** Answers a reality check (continue or stop); the answer is the session as it stands after. */
export function useRealityMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RgRealityAnswer) => apiCall('rgReality', { body }),
    onSuccess: (play) => client.setQueryData(playKeys.play, play),
  });
}

/** Sets the session time limit and reality-check interval. */
export function usePlaySettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RgPlaySettings) => apiCall('rgSetPlay', { body }),
    onSuccess: (state) => client.setQueryData(playKeys.state, state),
  });
}

/** The activity statement of a period (asked when the member shows it). */
export function useStatementQuery(q: RgStatementQuery | null) {
  return useQuery({
    queryKey: playKeys.statement(q ?? { from: '', to: '', group: 'day' }),
    queryFn: ({ signal }) => apiCall('rgStatement', { query: q!, signal }),
    enabled: q !== null,
    staleTime: 60_000,
  });
}

/** The member answered the page offered before the first wager ("set limits" or "not now"): not offered again. */
export function usePromptSeenMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('rgPromptSeen'),
    onSuccess: (state) => client.setQueryData(playKeys.state, state),
  });
}
