import { and, count, desc, eq, getTableColumns, ilike, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { ChatSender, ChatStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { chatConversations, chatMessages, members, operators, type ChatConversationRow, type ChatMessageRow } from '../../db/schema.js';

export type { ChatConversationRow, ChatMessageRow };

/** A stored message with the name of the operator who wrote it (null for the member's). */
export type ChatMessageRecord = ChatMessageRow & { operatorName: string | null };

/** A conversation as the operators' inbox lists it. */
export interface ConversationListing extends ChatConversationRow {
  username: string;
  operatorName: string | null;
  lastText: string | null;
  unread: number;
}

const messageColumns = { ...getTableColumns(chatMessages), operatorName: operators.displayName };

/** The other side of a sender: whose messages a reader marks. */
const otherSide = (reader: ChatSender): ChatSender => (reader === 'member' ? 'operator' : 'member');

export const conversationRepo = {
  /** The member's conversation that is not closed, locked when asked (a send updates its status). */
  async openOf(db: Executor, merchantId: number, memberId: number, lock = false): Promise<ChatConversationRow | null> {
    const q = db
      .select()
      .from(chatConversations)
      .where(whereEq(chatConversations, { merchantId, memberId }, ne(chatConversations.status, 'closed')))
      .limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  /** The member's newest conversation, closed or not (the chat page shows a closed one until the next message). */
  async latestOf(db: Executor, merchantId: number, memberId: number): Promise<ChatConversationRow | null> {
    return firstOrNull(
      db
        .select()
        .from(chatConversations)
        .where(whereEq(chatConversations, { merchantId, memberId }))
        .orderBy(desc(chatConversations.id))
        .limit(1),
    );
  },

  async byId(db: Executor, merchantId: number, id: number, lock = false): Promise<ChatConversationRow | null> {
    const q = db.select().from(chatConversations).where(whereEq(chatConversations, { merchantId, id })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  /** Opens the member's conversation unless one is open (a concurrent opener may win: the caller reads again). */
  async open(db: Executor, merchantId: number, memberId: number): Promise<void> {
    await db.insert(chatConversations).values({ merchantId, memberId }).onConflictDoNothing();
  },

  async setStatus(db: Executor, id: number, status: ChatStatus, operatorId?: number): Promise<ChatConversationRow> {
    const [row] = await db
      .update(chatConversations)
      .set({
        status,
        lastMessageAt: sql`now()`,
        ...(operatorId === undefined ? {} : { operatorId }),
        ...(status === 'closed' ? { closedAt: sql`now()` } : {}),
      })
      .where(eq(chatConversations.id, id))
      .returning();
    return row!;
  },

  /** Gives the conversation to an operator (claim or assign): theirs until another claims it. */
  async assign(db: Executor, id: number, operatorId: number): Promise<ChatConversationRow> {
    const [row] = await db.update(chatConversations).set({ operatorId }).where(eq(chatConversations.id, id)).returning();
    return row!;
  },

  async close(db: Executor, id: number): Promise<ChatConversationRow> {
    const [row] = await db
      .update(chatConversations)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(eq(chatConversations.id, id))
      .returning();
    return row!;
  },

  /** The merchant's conversations, the longest-waiting first, then the latest. */
  async list(db: Executor, merchantId: number, f: { status?: ChatStatus; member?: string }): Promise<ConversationListing[]> {
    const unread = db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, chatConversations.id), eq(chatMessages.sender, 'member'), isNull(chatMessages.readAt)));
    const lastText = db
      .select({ text: sql<string | null>`coalesce(${chatMessages.text}, '')` })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chatConversations.id))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return db
      .select({
        ...getTableColumns(chatConversations),
        username: members.username,
        operatorName: operators.displayName,
        lastText: sql<string | null>`(${lastText})`,
        unread: sql<number>`(${unread})::int`,
      })
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          f.status ? eq(chatConversations.status, f.status) : undefined,
          f.member ? ilike(members.username, `%${f.member.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        ),
      )
      .orderBy(sql`case ${chatConversations.status} when 'waiting' then 0 when 'open' then 1 else 2 end`, desc(chatConversations.lastMessageAt))
      .limit(200);
  },

  /** Conversations waiting for an answer and open ones, and the member messages no operator has read. */
  async counts(db: Executor, merchantId: number): Promise<{ waiting: number; open: number; unread: number }> {
    const rows = await db
      .select({ status: chatConversations.status, n: count() })
      .from(chatConversations)
      .where(and(eq(chatConversations.merchantId, merchantId), inArray(chatConversations.status, ['waiting', 'open'])))
      .groupBy(chatConversations.status);
    const [unread] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.merchantId, merchantId), eq(chatMessages.sender, 'member'), isNull(chatMessages.readAt)));
    const of = (s: ChatStatus) => rows.find((r) => r.status === s)?.n ?? 0;
    return { waiting: of('waiting'), open: of('open'), unread: unread?.n ?? 0 };
  },
};

export const messageRepo = {
  /** A sender's message by its client id (a resend). */
  async byClientId(db: Executor, merchantId: number, memberId: number, sender: ChatSender, clientId: string): Promise<ChatMessageRecord | null> {
    return firstOrNull(
      db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
        .where(whereEq(chatMessages, { merchantId, memberId, sender, clientId }))
        .limit(1),
    );
  },

  /** Stores a message once per client id: answers null when that client id is already stored (the caller reads it). */
  async insert(db: Executor, m: typeof chatMessages.$inferInsert): Promise<ChatMessageRow | null> {
    return firstOrNull(db.insert(chatMessages).values(m).onConflictDoNothing().returning());
  },

  async withOperatorName(db: Executor, id: number): Promise<ChatMessageRecord | null> {
    return firstOrNull(
      db.select(messageColumns).from(chatMessages).leftJoin(operators, eq(operators.id, chatMessages.operatorId)).where(eq(chatMessages.id, id)),
    );
  },

  /** A page of a conversation, newest first, older than `before` when given. */
  async page(db: Executor, merchantId: number, conversationId: number, before: number | undefined, limit: number): Promise<ChatMessageRecord[]> {
    return db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
      .where(whereEq(chatMessages, { merchantId, conversationId }, before ? lt(chatMessages.id, before) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  },

  /**
   * Marks the other side's messages of a member up to an id delivered (and read when `read`); answers how many changed
   * and the highest id marked.
   */
  async mark(
    db: Executor,
    k: { merchantId: number; memberId: number; conversationId?: number; reader: ChatSender; upTo: number; read: boolean },
  ): Promise<{ changed: number; upTo: number | null }> {
    const column = k.read ? chatMessages.readAt : chatMessages.deliveredAt;
    const rows = await db
      .update(chatMessages)
      .set(k.read ? { readAt: sql`now()`, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` } : { deliveredAt: sql`now()` })
      .where(
        whereEq(
          chatMessages,
          { merchantId: k.merchantId, memberId: k.memberId, sender: otherSide(k.reader) },
          k.conversationId ? eq(chatMessages.conversationId, k.conversationId) : undefined,
          lte(chatMessages.id, k.upTo),
          isNull(column),
        ),
      )
      .returning({ id: chatMessages.id });
    return { changed: rows.length, upTo: rows.length ? Math.max(...rows.map((r) => r.id)) : null };
  },

  /** The operators' answers the member has not read, in every conversation of theirs. */
  async unreadByMember(db: Executor, merchantId: number, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(whereEq(chatMessages, { merchantId, memberId, sender: 'operator' }, isNull(chatMessages.readAt)));
    return row?.n ?? 0;
  },
};
