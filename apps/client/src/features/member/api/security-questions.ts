import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetSecurityQuestions } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

const keys = {
  list: () => [...walletKeys.security(), 'questions'] as const,
  mine: () => [...walletKeys.security(), 'my-questions'] as const,
};

export const useSecurityQuestionsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: keys.list(),
    queryFn: ({ signal }) => apiCall('securityQuestions', { signal }),
    staleTime: STALE.catalogue,
    enabled,
  });

export const useCustomerSecurityQuestionsQuery = () =>
  useQuery({
    queryKey: keys.mine(),
    queryFn: ({ signal }) => apiCall('customerSecurityQuestions', { signal }),
    staleTime: STALE.member,
  });

export function useSetSecurityQuestionsMutation() {
  const client = useQueryClient();
  return useMutation({
    // Carries the login password: the API client sends it encrypted.
    mutationFn: (body: SetSecurityQuestions) => apiCall('setCustomerSecurityQuestions', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.mine() }),
  });
}
