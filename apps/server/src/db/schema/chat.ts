import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatSender, ChatStatus, FeedbackStatus, FeedbackType, LanguageCode } from '@wps/contract';
import { at, bigMerchantRow, createdAt, memberRow, merchantId, merchantRow } from './columns.js';
import { operators } from './operators.js';

// Live chat (issue 31): one open conversation per member and merchant, its messages stored before they are pushed.

export const chatConversations = pgTable(
  'chat_conversations',
  {
    ...memberRow(),
    status: text('status').$type<ChatStatus>().notNull().default('waiting'),
    /** The operator who answered last (null until one does). */
    operatorId: integer('operator_id').references(() => operators.id),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
  },
  (t) => [
    // One conversation that is not closed per member: a member's next message after a close opens a new one.
    uniqueIndex('chat_conversations_open_uq').on(t.merchantId, t.memberId).where(sql`${t.status} <> 'closed'`),
    index('chat_conversations_status_idx').on(t.merchantId, t.status, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    ...bigMerchantRow(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    sender: text('sender').$type<ChatSender>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    /** The sender's idempotence key: a resend with it finds the stored message. */
    clientId: text('client_id'),
    text: text('text'),
    /** The re-encoded picture as a data URL (portable across PGlite and PostgreSQL, like reward pictures). */
    picture: text('picture'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_client_uq').on(t.merchantId, t.memberId, t.sender, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // Unread counts: a member's unread answers, the operators' unread member messages.
    index('chat_messages_unread_idx').on(t.merchantId, t.memberId, t.sender).where(sql`${t.readAt} is null`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

// Support beside the chat (issue 31): feedback tickets answered into the inbox, the merchant's feedback word bounds,
// live hosts (CBS_modelList) and the support team's canned answers.

export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    ...memberRow(),
    questionType: text('question_type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    answer: text('answer'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [index('feedback_tickets_member_idx').on(t.merchantId, t.memberId, t.createdAt), index('feedback_tickets_status_idx').on(t.merchantId, t.status, t.createdAt)],
);

/** A merchant's feedback word bounds (absent row: the contract's defaults). */
export const feedbackBounds = pgTable(
  'feedback_bounds',
  { merchantId: merchantId(), minWords: integer('min_words').notNull(), maxWords: integer('max_words').notNull() },
  (t) => [primaryKey({ columns: [t.merchantId] })],
);

export const liveHosts = pgTable(
  'live_hosts',
  {
    ...merchantRow(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    streaming: boolean('streaming').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('live_hosts_merchant_idx').on(t.merchantId, t.sort)],
);

export const chatCannedAnswers = pgTable(
  'chat_canned_answers',
  {
    ...merchantRow(),
    language: text('language').$type<LanguageCode>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_canned_answers_title_uq').on(t.merchantId, t.language, t.title)],
);

export type FeedbackTicketRow = typeof feedbackTickets.$inferSelect;
export type LiveHostRow = typeof liveHosts.$inferSelect;
export type ChatCannedRow = typeof chatCannedAnswers.$inferSelect;
