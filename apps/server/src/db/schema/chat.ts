import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatSender, ChatStatus } from '@wps/contract';
import { at, bigMerchantRow, createdAt, memberRow } from './columns.js';
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
