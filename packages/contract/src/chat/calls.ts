import { defineCalls } from '../call.js';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import {
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatLaunchQuerySchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  ChatPermissionSchema,
  ChatReadResultSchema,
  ChatReadSchema,
  ChatSendSchema,
  ChatTicketSchema,
  ChatUnreadSchema,
  OpsChatConversationSchema,
  OpsChatConversationsSchema,
  OpsChatCountsSchema,
  OpsChatQuerySchema,
  OpsChatThreadSchema,
} from './schemas.js';
import { chatSupportCallSpecs } from './support-calls.js';

/** A base64 picture at the 5 MB limit plus the rest of the body. */
export const CHAT_BODY_LIMIT = Math.ceil((5_242_880 * 4) / 3) + 64 * 1024;

/**
 * Live chat with the merchant's support team (issue 31, spec part 2 s5 "Chat"): the spec's launch, unread count and
 * permission, and our own chat page's calls (history, send, read marks, the socket ticket); the operators' inbox.
 */
export const chatCalls = defineCalls('chat', {
  launchChat: {
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    access: 'member',
    query: ChatLaunchQuerySchema,
    answer: ChatLaunchSchema,
    summary: "The member's chat page",
  },
  chatUnreadCount: { method: 'GET', path: '/wps/relay/CBS_unreadCount', access: 'member', answer: ChatUnreadSchema, summary: 'Unread chat messages' },
  groupPermission: { method: 'GET', path: '/wps/relay/CBS_groupPermission', access: 'member', answer: ChatPermissionSchema, summary: 'May the member chat' },
  chatHistory: { method: 'GET', path: '/wps/relay/CBS_chatHistory', access: 'member', query: ChatHistoryQuerySchema, answer: ChatHistorySchema },
  chatSend: { method: 'POST', path: '/wps/relay/CBS_chatSend', access: 'member', body: ChatSendSchema, answer: ChatMessageSchema, summary: 'Send a chat message' },
  chatRead: { method: 'POST', path: '/wps/relay/CBS_chatRead', access: 'member', body: ChatReadSchema, answer: ChatReadResultSchema },
  chatTicket: { method: 'POST', path: '/wps/relay/CBS_chatTicket', access: 'member', answer: ChatTicketSchema, summary: 'A one-use ticket for the chat socket' },

  opsChatConversations: {
    method: 'GET',
    path: '/ops/merchants/:code/chat/conversations',
    access: 'operator',
    roles: ['support'],
    params: OpsMerchantParamsSchema,
    query: OpsChatQuerySchema,
    answer: OpsChatConversationsSchema,
    summary: 'Chat conversations (waiting, open, closed)',
  },
  opsChatCounts: {
    method: 'GET',
    path: '/ops/merchants/:code/chat/counts',
    access: 'operator',
    roles: ['support'],
    params: OpsMerchantParamsSchema,
    answer: OpsChatCountsSchema,
    summary: 'Waiting and open conversations, unread member messages',
  },
  opsChatThread: {
    method: 'GET',
    path: '/ops/merchants/:code/chat/conversations/:id',
    access: 'operator',
    roles: ['support'],
    params: OpsItemParamsSchema,
    query: ChatHistoryQuerySchema,
    answer: OpsChatThreadSchema,
    summary: 'A conversation with its member',
  },
  opsChatSend: {
    method: 'POST',
    path: '/ops/merchants/:code/chat/conversations/:id/messages',
    access: 'operator',
    roles: ['support'],
    params: OpsItemParamsSchema,
    body: ChatSendSchema,
    answer: ChatMessageSchema,
    summary: 'Answer a member',
  },
  opsChatRead: {
    method: 'POST',
    path: '/ops/merchants/:code/chat/conversations/:id/read',
    access: 'operator',
    roles: ['support'],
    params: OpsItemParamsSchema,
    body: ChatReadSchema,
    answer: ChatReadResultSchema,
  },
  opsChatClose: {
    method: 'POST',
    path: '/ops/merchants/:code/chat/conversations/:id/close',
    access: 'operator',
    roles: ['support'],
    params: OpsItemParamsSchema,
    answer: OpsChatConversationSchema,
    summary: 'Close a conversation',
  },
  // A GET: a ticket changes nothing (the socket it opens only listens and marks); no audit transaction around it.
  opsChatTicket: {
    method: 'GET',
    path: '/ops/merchants/:code/chat/ticket',
    access: 'operator',
    roles: ['support'],
    params: OpsMerchantParamsSchema,
    answer: ChatTicketSchema,
    summary: 'A one-use ticket for the operator chat socket',
  },
  ...chatSupportCallSpecs,
});
