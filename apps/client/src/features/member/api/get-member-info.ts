import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { useSession } from '../../../shared/session/session-store';
import { memberKeys } from './member-keys';

export const getMemberInfo = (signal?: AbortSignal) => apiCall('memberInfo', { signal });

export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.info(), queryFn: ({ signal }) => getMemberInfo(signal), staleTime: STALE.member });

export function useMemberInfoQuery() {
  const session = useSession();
  return useQuery({ ...memberInfoQueryOptions(), enabled: session !== null });
}

/** Nickname, else account, else the stored user name while member info loads. */
export function useDisplayName(): string {
  const session = useSession();
  const { data } = useMemberInfoQuery();
  return data?.nickname || data?.account || session?.userName || '';
}
