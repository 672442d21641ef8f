import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUnread } from '@wps/contract';
import { CHAT_LIMITS, TOAST_MS, isTrial } from '@wps/contract/lite';
import { apiCall } from '../api/client';
import { useSession } from '../session/session-store';
import { useWhitelabelFlags } from '../system/system-store';
import { showLoading } from '../ui/feedback';
import { messagesKeys } from './session-keys';
import { trailingThrottle } from './throttle';

// Live chat's unread count (CBS_unreadCount, throttled 250 ms) and its launch (CBS_launchChat), read by the header
// bell, the home total and the message centre (issue 31; spec part 2 s5, s9).

const throttled = trailingThrottle<ChatUnread>(CHAT_LIMITS.unreadThrottleMs);
const POLL_MS = 60_000;
const STALE_MS = 10_000;

export const chatUnreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'chat-unread'] as const,
    queryFn: () => throttled(token, () => apiCall('chatUnreadCount')),
    staleTime: STALE_MS,
    refetchInterval: POLL_MS,
  });

/** Chat is offered when CBS3 is on, to members who are not trial users (spec part 2 s5). */
export function useChatOffered(): boolean {
  const session = useSession();
  const flags = useWhitelabelFlags();
  return Boolean(flags.CBS3) && session !== null && !isTrial(session.type);
}

/** The unread chat answers (0 when chat is not offered: the call is not made). */
export function useChatUnread(): number {
  const session = useSession();
  const offered = useChatOffered();
  const q = useQuery({ ...chatUnreadQueryOptions(session?.token ?? ''), enabled: offered });
  return offered ? (q.data?.unreadCount ?? 0) : 0;
}

/**
 * Opens the chat: the "please wait" toast (up to 9999 ms) while CBS_launchChat answers, then after 500 ms the page it
 * names (spec part 2 s9). A failed launch throws (the caller shows why).
 */
export async function launchChat(waitText: string, language: string, go: (url: string) => void): Promise<void> {
  const hide = await showLoading(waitText, TOAST_MS.chatLoading);
  try {
    const { chatUrl } = await apiCall('launchChat', { query: { b2c: '1', language } });
    await new Promise((resolve) => setTimeout(resolve, CHAT_LIMITS.launchDelayMs));
    go(chatUrl);
  } finally {
    hide();
  }
}
