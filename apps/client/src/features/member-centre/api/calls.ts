import type { UnreadCount } from '@wps/contract';

// The unread counts call, added to the API client's table by module augmentation (same type as the messages feature's).
declare module '../../../shared/api/client' {
  interface CallValues {
    unreadCount: UnreadCount;
  }
}
