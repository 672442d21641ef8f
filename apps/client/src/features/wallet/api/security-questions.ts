import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerSecurityQuestions, EncryptedBody, SecurityQuestion, SetSecurityQuestions } from '@wps/contract';
import { encryptPayload } from '../../../shared/api/body-crypto';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from './wallet-keys';

// The security-question calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    securityQuestions: SecurityQuestion[];
    customerSecurityQuestions: CustomerSecurityQuestions;
    setCustomerSecurityQuestions: null;
  }
  interface CallBodies {
    /** Encrypted (shared/api/body-crypto.ts): carries the login password. */
    setCustomerSecurityQuestions: EncryptedBody;
  }
}

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
    mutationFn: async (payload: SetSecurityQuestions) => {
      const { body, headers } = await encryptPayload(payload);
      return apiCall('setCustomerSecurityQuestions', { body, headers });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.mine() }),
  });
}
