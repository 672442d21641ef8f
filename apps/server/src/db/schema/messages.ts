import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { at, createdAt, memberId, merchantId, merchantRow, ref } from './columns.js';
import { notices } from './games.js';

// Messaging tables (spec part 2 s2, s7): announcement read state and the member inbox. merchant_id on every row.

/** Which player (PL) and popup (PU) notices a member has read. Marking is one-way, so a row means read. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    noticeId: ref('notice_id', () => notices.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeId] }), index('notice_reads_member_idx').on(t.merchantId, t.memberId)],
);

/** Inbox messages. member_id null is a broadcast: every member of the merchant registered before it was sent. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    ...merchantRow(),
    memberId: integer('member_id').references(() => members.id),
    title: text('title').notNull(),
    /** Plain text; the client never renders it as HTML. */
    content: text('content').notNull(),
    /** Optional sender key, unique per merchant: lets the seed (and retried sends) insert a message once. */
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('inbox_messages_broadcast_idx').on(t.merchantId, t.createdAt).where(sql`${t.memberId} is null`),
    uniqueIndex('inbox_messages_key_uq').on(t.merchantId, t.key),
  ],
);

/** A member's read / deleted state of a message (absent row: unread, not deleted). One row per message and member. */
export const inboxStates = pgTable(
  'inbox_states',
  {
    messageId: ref('message_id', () => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: memberId(),
    merchantId: merchantId(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] }), index('inbox_states_member_idx').on(t.merchantId, t.memberId)],
);

export type NoticeRead = typeof noticeReads.$inferSelect;
export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type InboxState = typeof inboxStates.$inferSelect;
