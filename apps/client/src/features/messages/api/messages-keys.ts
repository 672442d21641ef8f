import { SESSION_SCOPE } from '../../../shared/query/query-client';

export const messagesKeys = {
  all: [SESSION_SCOPE, 'messages'] as const,
  unread: () => [...messagesKeys.all, 'unread'] as const,
  inbox: () => [...messagesKeys.all, 'inbox'] as const,
  /** Read flags depend on the member, so the list lives under the session scope even for visitors. */
  notices: () => [...messagesKeys.all, 'notices'] as const,
  popups: () => [...messagesKeys.all, 'popups'] as const,
};
