import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistory, ChatMessage, ChatSend } from '@wps/contract';
import { CHAT_LIMITS } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE } from '../../../shared/query/query-client';
import { messagesKeys } from '../../../shared/query/session-keys';

export const chatKeys = {
  all: [SESSION_SCOPE, 'chat'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
};

/** The conversation, newest page first; older pages load on scroll (paged backwards by message id). */
export function useChatHistoryQuery() {
  return useInfiniteQuery({
    queryKey: chatKeys.history(),
    queryFn: ({ pageParam, signal }) =>
      apiCall('chatHistory', { query: pageParam ? { before: String(pageParam), limit: String(CHAT_LIMITS.pageDefault) } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ChatHistory) => (last.hasMore && last.messages[0] ? last.messages[0].id : undefined),
    staleTime: 0,
  });
}

export const sendChat = (body: ChatSend) => apiCall('chatSend', { body });
export const readChat = (upTo: number) => apiCall('chatRead', { body: { upTo } });
export const chatTicket = () => apiCall('chatTicket');

/** After a read mark the badges follow. */
export function useInvalidateUnread() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: messagesKeys.all });
}

/** Oldest first, one entry per id (pages, pushes and acknowledgements overlap). */
export function mergeMessages(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
