import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { inboxMessages, inboxStates, noticeReads, notices, type InboxMessageRow } from '../../db/schema.js';

export type NoticeRow = typeof notices.$inferSelect;

/** Notice types a member reads and marks (banners and promotions have no read state). */
export const READABLE_NOTICE_TYPES = ['PL', 'PU'];

/** Who reads the inbox: broadcasts count only from the member's registration on. */
export interface InboxReader {
  merchantId: number;
  memberId: number;
  registeredAt: Date;
  /** A responsible-gaming break: the broadcasts (marketing) sent in it are left out (issue 29). */
  quiet?: { from: Date; to: Date | null } | null;
}

/** A player or popup notice of the merchant (the kinds a member reads and an operator publishes). */
const readableNotice = (merchantId: number, id: number) => whereEq(notices, { merchantId, id }, inArray(notices.type, READABLE_NOTICE_TYPES));

/** Switched on by the operator and inside its showing window. */
const activeAt = (now: Date) =>
  and(eq(notices.enabled, true), or(isNull(notices.startsAt), lte(notices.startsAt, now)), or(isNull(notices.endsAt), gt(notices.endsAt, now)));

/** Announcements: banners (B), player notices (PL), popups (PU) and promotion notices (PR). */
export const noticeRepo = {
  /** The merchant's notices of these types live now, in the merchant's order. */
  async active(db: Executor, merchantId: number, types: string[], now: Date): Promise<NoticeRow[]> {
    return db
      .select()
      .from(notices)
      .where(whereEq(notices, { merchantId }, inArray(notices.type, types), activeAt(now)))
      .orderBy(asc(notices.sort), asc(notices.id));
  },

  /** The notice whose image is this file (a banner's generated art). */
  async byImage(db: Executor, merchantId: number, file: string): Promise<NoticeRow | null> {
    return firstOrNull(db.select().from(notices).where(whereEq(notices, { merchantId, imageUrl: file })).limit(1));
  },
};

export const noticeReadRepo = {
  async findReadable(db: Executor, merchantId: number, noticeId: number): Promise<{ id: number } | null> {
    return firstOrNull(db.select({ id: notices.id }).from(notices).where(readableNotice(merchantId, noticeId)));
  },

  async markRead(db: Executor, k: { merchantId: number; memberId: number; noticeId: number }): Promise<void> {
    await db.insert(noticeReads).values(k).onConflictDoNothing();
  },

  async readIds(db: Executor, merchantId: number, memberId: number, noticeIds: number[]): Promise<Set<number>> {
    if (noticeIds.length === 0) return new Set();
    const rows = await db
      .select({ id: noticeReads.noticeId })
      .from(noticeReads)
      .where(whereEq(noticeReads, { merchantId, memberId }, inArray(noticeReads.noticeId, noticeIds)));
    return new Set(rows.map((r) => r.id));
  },

  /** Operator publishing: a player or popup notice, live from now; after the merchant's existing ones. */
  async publish(db: Executor, n: { merchantId: number; type: string; title: string; content: string; endsAt: Date | null }): Promise<{ id: number }> {
    const [row] = await db
      .insert(notices)
      .values({
        ...n,
        startsAt: new Date(),
        sort: sql`(select coalesce(max(${notices.sort}), 0) + 1 from ${notices} where ${notices.merchantId} = ${n.merchantId})`,
      })
      .returning({ id: notices.id });
    return row!;
  },

  /** Removes a player or popup notice of the merchant (its read marks go with it); false when there was none. */
  async remove(db: Executor, merchantId: number, noticeId: number): Promise<boolean> {
    const rows = await db
      .delete(notices)
      .where(readableNotice(merchantId, noticeId))
      .returning({ id: notices.id });
    return rows.length > 0;
  },

  /** Marks every active player and popup notice of the merchant read for the member; how many were unread. */
  async markAllRead(db: Executor, merchantId: number, memberId: number, now: Date): Promise<number> {
    const live = await db
      .select({ id: notices.id })
      .from(notices)
      .where(whereEq(notices, { merchantId }, inArray(notices.type, READABLE_NOTICE_TYPES), activeAt(now)));
    if (live.length === 0) return 0;
    const rows = await db
      .insert(noticeReads)
      .values(live.map((n) => ({ merchantId, memberId, noticeId: n.id })))
      .onConflictDoNothing()
      .returning({ id: noticeReads.noticeId });
    return rows.length;
  },

  /** Active player and popup notices of the merchant the member has not read. */
  async unread(db: Executor, merchantId: number, memberId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.memberId, memberId)))
      .where(whereEq(notices, { merchantId }, inArray(notices.type, READABLE_NOTICE_TYPES), activeAt(now), isNull(noticeReads.noticeId)));
    return row?.n ?? 0;
  },
};

const stateOf = (r: InboxReader) => and(eq(inboxStates.messageId, inboxMessages.id), eq(inboxStates.memberId, r.memberId));

/** The member's own messages and the broadcasts sent since they registered, not deleted. Needs the state join. */
const visible = (r: InboxReader) =>
  and(
    eq(inboxMessages.merchantId, r.merchantId),
    or(eq(inboxMessages.memberId, r.memberId), and(isNull(inboxMessages.memberId), gte(inboxMessages.createdAt, r.registeredAt))),
    isNull(inboxStates.deletedAt),
    r.quiet ? not(and(isNull(inboxMessages.memberId), gte(inboxMessages.createdAt, r.quiet.from), r.quiet.to ? lt(inboxMessages.createdAt, r.quiet.to) : undefined)!) : undefined,
  );

export type InboxListRow = Pick<InboxMessageRow, 'id' | 'memberId' | 'title' | 'content' | 'createdAt'> & { readAt: Date | null };

export const inboxRepo = {
  async list(db: Executor, r: InboxReader, offset: number, limit: number): Promise<{ rows: InboxListRow[]; total: number }> {
    const rows = await db
      .select({
        id: inboxMessages.id,
        memberId: inboxMessages.memberId,
        title: inboxMessages.title,
        content: inboxMessages.content,
        createdAt: inboxMessages.createdAt,
        readAt: inboxStates.readAt,
      })
      .from(inboxMessages)
      .leftJoin(inboxStates, stateOf(r))
      .where(visible(r))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(inboxMessages).leftJoin(inboxStates, stateOf(r)).where(visible(r));
    return { rows, total: total?.n ?? 0 };
  },

  async unread(db: Executor, r: InboxReader): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(inboxMessages)
      .leftJoin(inboxStates, stateOf(r))
      .where(and(visible(r), isNull(inboxStates.readAt)));
    return row?.n ?? 0;
  },

  /**
   * Marks visible messages (some ids, or all when `ids` is absent) read or deleted in one upsert; ids the member
   * cannot see never match. Returns how many actually changed: the conflict update only fires on rows still unread
   * (or not yet deleted), so concurrent calls do not count a message twice.
   */
  async mark(db: Executor, r: InboxReader, action: 'read' | 'delete', ids?: number[]): Promise<number> {
    const now = sql<Date>`now()`;
    const pending = action === 'read' ? isNull(inboxStates.readAt) : undefined;
    const rows = await db
      .insert(inboxStates)
      .select(
        db
          .select({
            messageId: inboxMessages.id,
            memberId: sql<number>`${r.memberId}::integer`.as('member_id'),
            merchantId: sql<number>`${r.merchantId}::integer`.as('merchant_id'),
            readAt: now.as('read_at'),
            deletedAt: (action === 'delete' ? now : sql<Date | null>`null::timestamptz`).as('deleted_at'),
          })
          .from(inboxMessages)
          .leftJoin(inboxStates, stateOf(r))
          .where(and(visible(r), pending, ids ? inArray(inboxMessages.id, ids) : undefined)),
      )
      .onConflictDoUpdate({
        target: [inboxStates.messageId, inboxStates.memberId],
        set:
          action === 'read'
            ? { readAt: now }
            : { deletedAt: now, readAt: sql`coalesce(${inboxStates.readAt}, now())` },
        setWhere: action === 'read' ? and(isNull(inboxStates.readAt), isNull(inboxStates.deletedAt)) : isNull(inboxStates.deletedAt),
      })
      .returning({ id: inboxStates.messageId });
    return rows.length;
  },

  /** Inserts a message; with a key, only once per merchant (null when that key was already used). */
  async insert(db: Executor, m: typeof inboxMessages.$inferInsert): Promise<InboxMessageRow | null> {
    const [row] = await db.insert(inboxMessages).values(m).onConflictDoNothing().returning();
    return row ?? null;
  },
};
