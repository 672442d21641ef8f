import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const messagesCalls = defineCalls('messages', {
  announcements: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', access: 'visitor', answer: z.unknown() },
  markAnnouncementRead: { method: 'POST', path: '/wps/relay/MCSFE_markAnnouncementAsRead', access: 'member', answer: z.unknown() },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', access: 'member', answer: z.unknown() },
  inboxList: { method: 'GET', path: '/wps/relay/MCSFE_inboxList', access: 'member', answer: z.unknown() },
  inboxRead: { method: 'POST', path: '/wps/relay/MCSFE_inboxRead', access: 'member', answer: z.unknown() },
  inboxDelete: { method: 'POST', path: '/wps/relay/MCSFE_inboxDelete', access: 'member', answer: z.unknown() },
});
