import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InboxPage, InboxSelection } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { messagesKeys } from '../../../shared/query/session-keys';

export function useInboxInfiniteQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messagesKeys.inbox(),
    queryFn: ({ pageParam, signal }) => apiCall('inboxList', { query: { pageNo: String(pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 10_000,
    enabled,
  });
}

type Inbox = InfiniteData<InboxPage, number>;
const touches = (sel: InboxSelection, id: number) => sel.all === true || (sel.ids ?? []).includes(id);

/** Mark read: shown at once; counts and list follow the server afterwards. */
export function useInboxRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sel: InboxSelection) => apiCall('inboxRead', { body: sel }),
    onMutate: (sel) => {
      qc.setQueryData<Inbox>(messagesKeys.inbox(), (d) =>
        d && { ...d, pages: d.pages.map((p) => ({ ...p, list: p.list.map((m) => (touches(sel, m.id) ? { ...m, read: true } : m)) })) },
      );
    },
    onSettled: () => invalidate(qc),
  });
}

/** Delete: the list reloads from the server, so a failure changes nothing on screen. */
export function useInboxDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sel: InboxSelection) => apiCall('inboxDelete', { body: sel }),
    onSettled: () => invalidate(qc),
  });
}

function invalidate(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: messagesKeys.inbox() }),
    qc.invalidateQueries({ queryKey: messagesKeys.unread() }),
  ]);
}
