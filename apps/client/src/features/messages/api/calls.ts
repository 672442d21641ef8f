import type { Announcements, InboxChanged, InboxPage, InboxSelection, MarkAnnouncementRead, UnreadCount } from '@wps/contract';

// The messages feature's calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    announcements: Announcements;
    markAnnouncementRead: null;
    unreadCount: UnreadCount;
    inboxList: InboxPage;
    inboxRead: InboxChanged;
    inboxDelete: InboxChanged;
  }
  interface CallBodies {
    markAnnouncementRead: MarkAnnouncementRead;
    inboxRead: InboxSelection;
    inboxDelete: InboxSelection;
  }
}
