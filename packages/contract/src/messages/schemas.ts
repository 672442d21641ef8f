import { z } from 'zod';
import { BodyIdSchema, OpsPageNoSchema, optionalText, pageOf, pageSizeOf } from '../common.js';
import { LIMITS } from '../constants.js';
import { LANGUAGE_CODES } from '../languages.js';
import { BANNER_GROUPS, OPS_NOTICE_TYPES, isBannerImage, isBannerLink, isSitePath } from './rules.js';

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

// Operator content: banners by group and the player / popup notices (issue 13).

/** An instant at the edge: ISO 8601 with an offset ("2030-01-01T00:00:00Z"). */
const Instant = z.iso.datetime({ offset: true });
/** Start and end of a showing window: the end after the start when both are set. */
const windowOk = (w: { startsAt?: string | null; endsAt?: string | null }) =>
  !w.startsAt || !w.endsAt || Date.parse(w.endsAt) > Date.parse(w.startsAt);
const WINDOW = { message: 'endsAt must be after startsAt', path: ['endsAt'] };
const given = (b: object) => Object.values(b).some((v) => v !== undefined);
const NOTHING = { message: 'no field given' };

export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export const BANNER_TITLE_MAX = 100;
/** Empty text is no value (a cleared form field). */
const orNull = (v: string | null) => (v ? v : null);
const BannerLinkSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform(orNull)
  .refine((v) => v === null || isBannerLink(v), 'an http(s) address or a player-site path starting with /m/');
const BannerImageSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform(orNull)
  .refine((v) => v === null || isBannerImage(v), 'an https address or a path of this site');
const SortSchema = z.number().int().min(0).max(1_000_000);

/** What every scheduled content row (banner, notice, lobby news) shows the operator besides its own fields. */
const scheduledFields = {
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
};

/**
 * A banner as the operator sees it. `imageUrl` is the operator's picture address, null when the banner shows art
 * generated from its title; `imageSrc` is what the player site loads either way.
 */
export const OpsBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  imageSrc: z.string(),
  linkUrl: z.string().nullable(),
  ...scheduledFields,
});
export type OpsBanner = z.infer<typeof OpsBannerSchema>;
export const OpsBannerPageSchema = pageOf(OpsBannerSchema);
export type OpsBannerPage = z.infer<typeof OpsBannerPageSchema>;
export const OpsBannersQuerySchema = z.object({ group: BannerGroupSchema.optional(), pageNo: OpsPageNoSchema, pageSize: pageSizeOf(100, 20) });

const bannerFields = {
  groupName: BannerGroupSchema,
  title: z.string().trim().min(1).max(BANNER_TITLE_MAX),
  /** Null or absent: art generated from the title. */
  imageUrl: BannerImageSchema,
  linkUrl: BannerLinkSchema,
  /** Lower first; absent on create: after the group's last. */
  sort: SortSchema,
  enabled: z.boolean(),
  startsAt: Instant.nullable(),
  endsAt: Instant.nullable(),
};
/** A new banner: group and title; everything else optional (shown from now, without end, enabled). */
export const OpsBannerCreateSchema = z
  .object({ groupName: bannerFields.groupName, title: bannerFields.title })
  .extend(z.object(bannerFields).omit({ groupName: true, title: true }).partial().shape)
  .strict()
  .refine(windowOk, WINDOW);
export type OpsBannerCreate = z.infer<typeof OpsBannerCreateSchema>;
/** A banner's change: the fields given replace theirs. */
export const OpsBannerUpdateSchema = z.object(bannerFields).partial().strict().refine(given, NOTHING).refine(windowOk, WINDOW);
export type OpsBannerUpdate = z.infer<typeof OpsBannerUpdateSchema>;

export const OpsNoticeTypeSchema = z.enum(OPS_NOTICE_TYPES);
/** A player (PL, the home ticker) or popup (PU) notice as the operator sees it. */
export const OpsNoticeItemSchema = z.object({
  id: z.number().int(),
  type: OpsNoticeTypeSchema,
  title: z.string(),
  content: z.string(),
  ...scheduledFields,
});
export type OpsNoticeItem = z.infer<typeof OpsNoticeItemSchema>;
export const OpsNoticePageSchema = pageOf(OpsNoticeItemSchema);
export type OpsNoticePage = z.infer<typeof OpsNoticePageSchema>;
export const OpsNoticesQuerySchema = z.object({ type: OpsNoticeTypeSchema.optional(), pageNo: OpsPageNoSchema, pageSize: pageSizeOf(100, 20) });
/** A notice's change: the fields given replace theirs. */
export const OpsNoticeUpdateSchema = z
  .object({
    type: OpsNoticeTypeSchema,
    title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
    content: z.string().trim().min(1).max(INBOX_CONTENT_MAX),
    sort: SortSchema,
    enabled: z.boolean(),
    startsAt: Instant.nullable(),
    endsAt: Instant.nullable(),
  })
  .partial()
  .strict()
  .refine(given, NOTHING)
  .refine(windowOk, WINDOW);
export type OpsNoticeUpdate = z.infer<typeof OpsNoticeUpdateSchema>;

// Lobby news (issue 14 "Home", part 2 s7 GLS2_lobbyNews).

/** A news item on home: `content` is HTML the server sanitized with a strict allow-list; `linkUrl` a player-site path. */
export const LobbyNewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.string().nullable(),
  /** When it started showing (ISO), else when it was written. */
  date: z.string(),
});
export type LobbyNewsItem = z.infer<typeof LobbyNewsItemSchema>;
/** The items showing now in the caller's language (else the merchant's, else English), in the operator's order. */
export const LobbyNewsSchema = z.array(LobbyNewsItemSchema);
export type LobbyNews = z.infer<typeof LobbyNewsSchema>;

export const LOBBY_NEWS_TITLE_MAX = 120;
export const LOBBY_NEWS_CONTENT_MAX = 5000;
const NewsLinkSchema = z
  .string()
  .trim()
  .max(300)
  .nullable()
  .transform(orNull)
  .refine((v) => v === null || isSitePath(v), 'a player-site path starting with /m/');

/** A news item as the operator sees it (content already sanitized). */
export const OpsLobbyNewsSchema = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  content: z.string(),
  linkUrl: z.string().nullable(),
  ...scheduledFields,
});
export type OpsLobbyNews = z.infer<typeof OpsLobbyNewsSchema>;
export const OpsLobbyNewsPageSchema = pageOf(OpsLobbyNewsSchema);
export type OpsLobbyNewsPage = z.infer<typeof OpsLobbyNewsPageSchema>;
export const OpsLobbyNewsQuerySchema = z.object({ language: z.enum(LANGUAGE_CODES).optional(), pageNo: OpsPageNoSchema, pageSize: pageSizeOf(100, 20) });

const newsFields = {
  language: z.enum(LANGUAGE_CODES),
  title: z.string().trim().min(1).max(LOBBY_NEWS_TITLE_MAX),
  /** Plain text or HTML; the server keeps only the allowed tags and attributes. */
  content: z.string().trim().min(1).max(LOBBY_NEWS_CONTENT_MAX),
  linkUrl: NewsLinkSchema,
  /** Lower first; absent on create: after the language's last. */
  sort: SortSchema,
  enabled: z.boolean(),
  startsAt: Instant.nullable(),
  endsAt: Instant.nullable(),
};
/** A new item: language, title and content; the rest optional (shown from now, without end, enabled). */
export const OpsLobbyNewsCreateSchema = z
  .object({ language: newsFields.language, title: newsFields.title, content: newsFields.content })
  .extend(z.object(newsFields).omit({ language: true, title: true, content: true }).partial().shape)
  .strict()
  .refine(windowOk, WINDOW);
export type OpsLobbyNewsCreate = z.infer<typeof OpsLobbyNewsCreateSchema>;
/** An item's change: the fields given replace theirs. */
export const OpsLobbyNewsUpdateSchema = z.object(newsFields).partial().strict().refine(given, NOTHING).refine(windowOk, WINDOW);
export type OpsLobbyNewsUpdate = z.infer<typeof OpsLobbyNewsUpdateSchema>;

/**
 * A banner picture an operator uploads (issue 33, item 29): a PNG or JPEG as base64 or a data URL, checked by its
 * bytes and re-encoded on the server like every picture, answered with its address under its content hash.
 */
export const OpsBannerPictureSchema = z.object({
  picture: z
    .string()
    .min(1)
    .max(Math.ceil((LIMITS.imageBytes * 4) / 3) + 64),
});
export type OpsBannerPicture = z.infer<typeof OpsBannerPictureSchema>;
export const OpsBannerPictureAddressSchema = z.object({ url: z.string() });
export type OpsBannerPictureAddress = z.infer<typeof OpsBannerPictureAddressSchema>;
