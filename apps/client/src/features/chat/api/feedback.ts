import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackSubmit } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE, STALE } from '../../../shared/query/query-client';

export const feedbackKeys = {
  all: [SESSION_SCOPE, 'feedback'] as const,
  list: () => [...feedbackKeys.all, 'list'] as const,
};

/** The member's feedback, newest first, with the merchant's word bounds the form checks. */
export const feedbackListQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.list(), queryFn: ({ signal }) => apiCall('feedbackList', { signal }), staleTime: STALE.member });

export const useFeedbackListQuery = () => useQuery(feedbackListQueryOptions());

/** Sends one feedback (`/wps/feedback`, PUT); the history reloads after. */
export function useSendFeedbackMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackSubmit) => apiCall('feedback', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
