import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { STALE } from './query-client';
import { memberKeys } from './session-keys';

/**
 * The member's own info (MCSFE_memberInfo): header, sidebar and member centre read this one cache entry. It lives
 * under the session scope, so logging out drops it.
 */
export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.info(), queryFn: ({ signal }) => apiCall('memberInfo', { signal }), staleTime: STALE.member });

/** Members only: a visitor never asks. */
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
