import { z } from 'zod';
import { BodyIdSchema, optionalText, pageOf } from '../common.js';

export const AnnouncementQuerySchema = z.object({
  types: z.string().max(40).default('B,PL,PU'),
  groupName: optionalText(30),
  merchantCode: z.string().max(32).optional(),
  platform: z.string().max(4).optional(),
  token: z.string().max(512).optional(),
});
export const BannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const NoticeSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string(), read: z.boolean() });
export type Notice = z.infer<typeof NoticeSchema>;
export const AnnouncementsSchema = z.object({
  banners: z.array(BannerSchema),
  player: z.array(NoticeSchema),
  popup: z.array(NoticeSchema),
  promotion: z.array(NoticeSchema),
});
export type Announcements = z.infer<typeof AnnouncementsSchema>;

// Read state of the notices, the unread counts and the member inbox.

/** MCSFE_markAnnouncementAsRead: marking is one-way, as in the original (read=true). */
export const MarkAnnouncementReadSchema = z.object({
  announcementId: BodyIdSchema,
  read: z.literal(true).default(true),
});
export type MarkAnnouncementRead = z.input<typeof MarkAnnouncementReadSchema>;

/**
 * CSP_unreadCount. `announcement` counts unread player and popup notices, `inbox` unread inbox messages (always 0 for
 * trial users, who have no inbox), `chat` unread live-chat messages (0 until a chat provider is configured).
 * `total` is the home unread total: the sum of the three.
 */
export const UnreadCountSchema = z.object({
  announcement: z.number().int().min(0),
  inbox: z.number().int().min(0),
  chat: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const INBOX_PAGE_SIZE = 25;
export const INBOX_TITLE_MAX = 100;
export const INBOX_CONTENT_MAX = 4000;

export const InboxQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

/** One inbox message. `content` is plain text (line breaks kept); the client never renders it as HTML. */
export const InboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxPageSchema = pageOf(InboxMessageSchema);
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** Mark read or delete: some messages by id, or (`all: true`) every message of the member. */
export const InboxSelectionSchema = z
  .object({
    ids: z.array(BodyIdSchema).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((s) => (s.ids === undefined) !== (s.all === undefined), { message: 'ids or all, not both' });
export type InboxSelection = z.infer<typeof InboxSelectionSchema>;
/** How many messages the call changed. */
export const InboxChangedSchema = z.object({ changed: z.number().int().min(0) });
export type InboxChanged = z.infer<typeof InboxChangedSchema>;

/** Operator API: send an inbox message to one member (userName) or to every member of the merchant (all). */
export const OpsInboxMessageSchema = z
  .object({
    userName: z.string().min(1).max(64).optional(),
    all: z.literal(true).optional(),
    title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
    content: z.string().trim().min(1).max(INBOX_CONTENT_MAX),
  })
  .refine((s) => (s.userName === undefined) !== (s.all === undefined), { message: 'userName or all, not both' });
export type OpsInboxMessage = z.infer<typeof OpsInboxMessageSchema>;
export const OpsInboxSentSchema = z.object({ id: z.number().int() });

/** Operator API: publish a player (PL) or popup (PU) notice, shown from now until `endsAt` (ISO) or until removed. */
export const OpsNoticeSchema = z.object({
  type: z.enum(['PL', 'PU']),
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
  content: z.string().trim().min(1).max(INBOX_CONTENT_MAX),
  endsAt: z.iso.datetime().optional(),
});
export type OpsNotice = z.infer<typeof OpsNoticeSchema>;
