import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTrial } from '@wps/contract/boot';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { STALE } from './query-client';
import { memberKeys } from './session-keys';

/** The member's head icon (`/wps/member/info/icon`): its address changes with the picture, so it may stay cached. */
export const memberIconQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.icon(), queryFn: ({ signal }) => apiCall('memberIcon', { signal }), staleTime: STALE.member });

/** Members only (not trial players: they keep the initial). */
export function useMemberIconQuery() {
  const session = useSession();
  return useQuery({ ...memberIconQueryOptions(), enabled: session !== null && !isTrial(session.type) });
}
