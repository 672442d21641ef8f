import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@wps/contract';
import { THROTTLE_MS, isTrial } from '@wps/contract/lite';
import { useSession } from '../session/session-store';
import { useChatUnread } from './chat-unread';
import { apiCall } from '../api/client';
import { messagesKeys } from './session-keys';
import { trailingThrottle } from './throttle';

const throttled = trailingThrottle<UnreadCount>(THROTTLE_MS.unreadCount);
/** The badges follow new messages while a screen is open. */
const POLL_MS = 60_000;
const STALE_MS = 10_000;

/**
 * Unread counts (CSP_unreadCount) for the badges of the header, the message screens and the member centre: one cache
 * entry under the session scope, at most one call per 250 ms for the same session (spec part 2 s9).
 */
export const unreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: messagesKeys.unread(),
    queryFn: () => throttled(token, () => apiCall('unreadCount')),
    staleTime: STALE_MS,
    refetchInterval: POLL_MS,
  });

/** Members only (badges never show for visitors). */
export function useUnreadCountQuery() {
  const session = useSession();
  return useQuery({ ...unreadQueryOptions(session?.token ?? ''), enabled: session !== null });
}

/** Trial users have no inbox: their count is left out even if a server sent one. */
export function useUnreadCounts(): { announcement: number; inbox: number; chat: number; total: number } {
  const session = useSession();
  const q = useUnreadCountQuery();
  // Live chat's own count (CBS_unreadCount): the home total is announcements + chat + inbox (spec part 2 s2).
  const chat = useChatUnread();
  if (!session || !q.data) return { announcement: 0, inbox: 0, chat, total: chat };
  const inbox = isTrial(session.type) ? 0 : q.data.inbox;
  return { announcement: q.data.announcement, inbox, chat, total: q.data.announcement + inbox + chat };
}
