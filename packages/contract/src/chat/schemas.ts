import { z } from 'zod';
import { IdSchema, optionalText } from '../common.js';
import { CHAT_CLIENT_ID, CHAT_LIMITS, CHAT_SENDERS, CHAT_STATUSES } from './rules.js';

/** CBS_launchChat's query (spec part 2 s5): every field optional, kept short. */
export const ChatLaunchQuerySchema = z.object({
  b2c: optionalText(4),
  language: optionalText(10),
  backUrl: optionalText(500),
  headerColor: optionalText(20),
  title: optionalText(100),
  extras: optionalText(500),
});
export const ChatLaunchSchema = z.object({ chatUrl: z.string() });
export type ChatLaunch = z.infer<typeof ChatLaunchSchema>;

export const ChatUnreadSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;
export const ChatPermissionSchema = z.object({ hasPermission: z.boolean() });
export type ChatPermission = z.infer<typeof ChatPermissionSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  clientId: z.string().nullable(),
  text: z.string().nullable(),
  picture: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One send: text or a picture (base64 or a data URL, checked and re-encoded like reward pictures), with its client id. */
export const ChatSendSchema = z
  .object({
    clientId: z.string().regex(CHAT_CLIENT_ID),
    text: z.string().trim().max(CHAT_LIMITS.textMax).optional(),
    picture: z.string().max(Math.ceil((5_242_880 * 4) / 3) + 64).optional(),
  })
  .refine((b) => Boolean(b.text) || Boolean(b.picture), { message: 'text or picture' });
export type ChatSend = z.infer<typeof ChatSendSchema>;

export const ChatHistoryQuerySchema = z.object({
  /** Messages older than this id (paging backwards); absent: the newest. */
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageDefault),
});
export const ChatConversationSchema = z.object({ id: z.number().int(), status: z.enum(CHAT_STATUSES) });
export const ChatHistorySchema = z.object({
  conversation: ChatConversationSchema.nullable(),
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

export const ChatReadSchema = z.object({ upTo: z.number().int().positive() });
export const ChatReadResultSchema = z.object({ changed: z.number().int() });

/** A one-use ticket that opens the socket (`/ws/chat?ticket=`): no session token ever travels in an address. */
export const ChatTicketSchema = z.object({ ticket: z.string(), socketPath: z.string(), expiresInMs: z.number().int() });
export type ChatTicket = z.infer<typeof ChatTicketSchema>;

// Operator side

export const OpsChatQuerySchema = z.object({
  status: z.enum(CHAT_STATUSES).optional(),
  member: optionalText(40),
});
export const OpsChatConversationSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(CHAT_STATUSES),
  operatorName: z.string().nullable(),
  lastMessageAt: z.string(),
  lastText: z.string().nullable(),
  /** The member's messages the operators have not read. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type OpsChatConversation = z.infer<typeof OpsChatConversationSchema>;
export const OpsChatConversationsSchema = z.array(OpsChatConversationSchema);

/** The member beside the conversation: who they are (the rest of the member panel is in the member screens). */
export const OpsChatMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  registeredAt: z.string(),
});
export const OpsChatThreadSchema = ChatHistorySchema.extend({ member: OpsChatMemberSchema });
export type OpsChatThread = z.infer<typeof OpsChatThreadSchema>;
export const OpsChatCountsSchema = z.object({ waiting: z.number().int(), open: z.number().int(), unread: z.number().int() });
export type OpsChatCounts = z.infer<typeof OpsChatCountsSchema>;
