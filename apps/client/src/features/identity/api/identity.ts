import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetMemberIcon, UpdateIdentityProfile, UploadKycDocument } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { memberKeys } from '../../../shared/query/session-keys';

const identityKeys = {
  profile: () => [...memberKeys.all, 'identity-profile'] as const,
  kyc: () => [...memberKeys.all, 'kyc'] as const,
};

/** Sets the head icon (a preset or a picture); the header, sidebar and member centre read the answer. */
export function useSetMemberIconMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMemberIcon) => apiCall('setMemberIcon', { body }),
    onSuccess: (icon) => client.setQueryData(memberKeys.icon(), icon),
  });
}

export function useIdentityProfileQuery() {
  return useQuery({ queryKey: identityKeys.profile(), queryFn: ({ signal }) => apiCall('identityProfile', { signal }), staleTime: STALE.member });
}

export function useUpdateIdentityProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateIdentityProfile) => apiCall('updateIdentityProfile', { body }),
    onSuccess: (profile) => client.setQueryData(identityKeys.profile(), profile),
  });
}

/** The KYC case and the withdrawal gate; its document links live five minutes, so it is read fresh. */
export function useKycStatusQuery(enabled = true) {
  return useQuery({ queryKey: identityKeys.kyc(), queryFn: ({ signal }) => apiCall('kycStatus', { signal }), staleTime: 60_000, enabled });
}

/** Uploads in flight share this key: sending for review waits for them. */
export const KYC_UPLOAD_KEY = ['kyc-upload'] as const;

export function useUploadKycDocumentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: KYC_UPLOAD_KEY,
    mutationFn: (body: UploadKycDocument) => apiCall('uploadKycDocument', { body }),
    onSuccess: (status) => client.setQueryData(identityKeys.kyc(), status),
  });
}

export function useSubmitKycMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('submitKyc'),
    onSuccess: (status) => {
      client.setQueryData(identityKeys.kyc(), status);
      void client.invalidateQueries({ queryKey: identityKeys.profile() });
    },
  });
}
