import { defineCalls } from '../call.js';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import { EmptyValueSchema } from '../envelope.js';
import {
  AnnouncementQuerySchema,
  AnnouncementsSchema,
  InboxChangedSchema,
  InboxPageSchema,
  InboxQuerySchema,
  InboxSelectionSchema,
  MarkAnnouncementReadSchema,
  OpsInboxMessageSchema,
  OpsInboxSentSchema,
  OpsNoticeSchema,
  UnreadCountSchema,
} from './schemas.js';

/**
 * Announcements (home banners, the notice ticker, popups) with the member's read state, the unread counts and the
 * member inbox; the operator sends inbox messages and publishes or removes notices.
 */
export const messagesCalls = defineCalls('messages', {
  // Public: a member's valid token fills the read state of the notices.
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    access: 'optional',
    query: AnnouncementQuerySchema,
    answer: AnnouncementsSchema,
    summary: 'Banners, player notices and popups',
  },
  markAnnouncementRead: {
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    access: 'member',
    body: MarkAnnouncementReadSchema,
    answer: EmptyValueSchema,
  },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', access: 'member', answer: UnreadCountSchema, summary: 'Unread notices and messages' },
  inboxList: { method: 'GET', path: '/wps/relay/MCSFE_inboxList', access: 'member', query: InboxQuerySchema, answer: InboxPageSchema },
  inboxRead: { method: 'POST', path: '/wps/relay/MCSFE_inboxRead', access: 'member', body: InboxSelectionSchema, answer: InboxChangedSchema },
  inboxDelete: { method: 'POST', path: '/wps/relay/MCSFE_inboxDelete', access: 'member', body: InboxSelectionSchema, answer: InboxChangedSchema },

  opsSendMessage: {
    method: 'POST',
    path: '/ops/merchants/:code/messages',
    access: 'operator',
    roles: ['support', 'content'],
    params: OpsMerchantParamsSchema,
    body: OpsInboxMessageSchema,
    answer: OpsInboxSentSchema,
    summary: 'Send an inbox message to a member or to all',
  },
  opsCreateNotice: {
    method: 'POST',
    path: '/ops/merchants/:code/notices',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsNoticeSchema,
    answer: OpsInboxSentSchema,
    summary: 'Publish a player or popup notice',
  },
  opsDeleteNotice: {
    method: 'DELETE',
    path: '/ops/merchants/:code/notices/:id',
    access: 'operator',
    roles: ['content'],
    params: OpsItemParamsSchema,
    answer: EmptyValueSchema,
    summary: 'Remove a player or popup notice',
  },
});
