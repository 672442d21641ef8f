import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@wps/contract';
import { THROTTLE_MS, isTrial } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { trailingThrottle } from './throttle';
import { messagesKeys } from './messages-keys';

const throttled = trailingThrottle<UnreadCount>(THROTTLE_MS.unreadCount);
/** The badges follow new messages while a screen is open. */
const POLL_MS = 60_000;

/** Unread counts for the badges: members only (badges never show for visitors). */
export function useUnreadCountQuery() {
  const session = useSession();
  return useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: () => throttled(session?.token ?? '', () => apiCall('unreadCount')),
    enabled: session !== null,
    staleTime: 10_000,
    refetchInterval: POLL_MS,
  });
}

/** Trial users have no inbox: their count is left out even if a server sent one. */
export function useUnreadCounts(): { announcement: number; inbox: number; total: number } {
  const session = useSession();
  const q = useUnreadCountQuery();
  if (!session || !q.data) return { announcement: 0, inbox: 0, total: 0 };
  const inbox = isTrial(session.type) ? 0 : q.data.inbox;
  return { announcement: q.data.announcement, inbox, total: q.data.announcement + inbox + q.data.chat };
}
