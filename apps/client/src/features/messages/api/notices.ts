import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Announcements, Notice, UnreadCount } from '@wps/contract';
import { THROTTLE_MS } from '@wps/contract/lite';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/client';
import { getSession } from '../../../shared/session/session-store';
import { messagesKeys } from '../../../shared/query/session-keys';
import { batchingThrottle } from '../../../shared/query/throttle';

/** Player notices then popups, each once: the notice screen lists both. */
export const noticesOf = (a: Announcements): Notice[] => {
  const seen = new Set<number>();
  return [...a.player, ...a.popup].filter((n) => !seen.has(n.id) && seen.add(n.id));
};

export function useNoticesQuery() {
  return useQuery({
    queryKey: messagesKeys.notices(),
    queryFn: ({ signal }) => apiCall('announcements', { query: { types: 'PL,PU', platform: 'M' }, signal }).then(noticesOf),
    staleTime: 30_000,
  });
}

const markLocal = (list: Notice[] | undefined, id: number) => list?.map((n) => (n.id === id ? { ...n, read: true } : n));

let client: QueryClient | null = null;
// One queue for the app: marks are sent at most once per 150 ms, then the list and the counts are reloaded.
const queueMark = batchingThrottle<number>(THROTTLE_MS.markRead, async (ids) => {
  try {
    for (const announcementId of ids) await apiCall('markAnnouncementRead', { body: { announcementId, read: true } });
  } catch {
    // The reload below shows the server's truth again; nothing else to undo.
  }
  await client?.invalidateQueries({ queryKey: messagesKeys.notices() });
  await client?.invalidateQueries({ queryKey: messagesKeys.unread() });
});

/** Marks a notice read: on screen at once, then on the server, then the list is reloaded (spec part 2 s2). */
export function useMarkNoticeRead(): (notice: Notice) => void {
  const qc = useQueryClient();
  return useCallback(
    (notice) => {
      if (notice.read || !getSession()) return;
      client = qc;
      qc.setQueryData<Notice[]>(messagesKeys.notices(), (list) => markLocal(list, notice.id));
      qc.setQueryData<Notice[]>(messagesKeys.popups(), (list) => markLocal(list, notice.id));
      qc.setQueryData<UnreadCount>(messagesKeys.unread(), (u) =>
        u && u.announcement > 0 ? { ...u, announcement: u.announcement - 1, total: Math.max(0, u.total - 1) } : u,
      );
      queueMark(notice.id);
    },
    [qc],
  );
}

const allRead = (list: Notice[] | undefined) => list?.map((n) => (n.read ? n : { ...n, read: true }));

/** "Mark all read": every notice and the badge read on screen at once, then the server's truth reloaded. */
export function useMarkAllNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('markAllAnnouncementsRead'),
    onMutate: () => {
      qc.setQueryData<Notice[]>(messagesKeys.notices(), allRead);
      qc.setQueryData<Notice[]>(messagesKeys.popups(), allRead);
      qc.setQueryData<UnreadCount>(messagesKeys.unread(), (u) => u && { ...u, announcement: 0, total: u.total - u.announcement });
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messagesKeys.notices() }),
        qc.invalidateQueries({ queryKey: messagesKeys.popups() }),
        qc.invalidateQueries({ queryKey: messagesKeys.unread() }),
      ]),
  });
}

/** Popup notices for the home popup. */
export function usePopupNoticesQuery(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.popups(),
    queryFn: ({ signal }) => apiCall('announcements', { query: { types: 'PU', platform: 'M' }, signal }).then((a) => a.popup),
    staleTime: 60_000,
    enabled,
  });
}
