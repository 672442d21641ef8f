import { and, asc, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { FeedbackStatus, LanguageCode } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import {
  chatCannedAnswers,
  feedbackBounds,
  feedbackTickets,
  liveHosts,
  members,
  operators,
  type ChatCannedRow,
  type FeedbackTicketRow,
  type LiveHostRow,
} from '../../db/schema.js';

export type { ChatCannedRow, FeedbackTicketRow, LiveHostRow };

/** A ticket with its member's name and the answering operator's, as the operators list it. */
export type FeedbackListing = FeedbackTicketRow & { username: string; operatorName: string | null };

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export const feedbackRepo = {
  async insert(db: Executor, t: typeof feedbackTickets.$inferInsert): Promise<FeedbackTicketRow> {
    const [row] = await db.insert(feedbackTickets).values(t).returning();
    return row!;
  },

  async ofMember(db: Executor, merchantId: number, memberId: number, limit: number): Promise<FeedbackTicketRow[]> {
    return db.select().from(feedbackTickets).where(whereEq(feedbackTickets, { merchantId, memberId })).orderBy(desc(feedbackTickets.id)).limit(limit);
  },

  async byId(db: Executor, merchantId: number, id: number, lock = false): Promise<FeedbackTicketRow | null> {
    const q = db.select().from(feedbackTickets).where(whereEq(feedbackTickets, { merchantId, id })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  async answer(db: Executor, id: number, operatorId: number, answer: string): Promise<void> {
    await db.update(feedbackTickets).set({ status: 'answered', answer, operatorId, answeredAt: sql`now()` }).where(eq(feedbackTickets.id, id));
  },

  /** The merchant's tickets, open ones first, then the newest. */
  async list(db: Executor, merchantId: number, f: { status?: FeedbackStatus; member?: string; id?: number }): Promise<FeedbackListing[]> {
    return db
      .select({ ...getTableColumns(feedbackTickets), username: members.username, operatorName: operators.displayName })
      .from(feedbackTickets)
      .innerJoin(members, eq(members.id, feedbackTickets.memberId))
      .leftJoin(operators, eq(operators.id, feedbackTickets.operatorId))
      .where(
        and(
          eq(feedbackTickets.merchantId, merchantId),
          f.id ? eq(feedbackTickets.id, f.id) : undefined,
          f.status ? eq(feedbackTickets.status, f.status) : undefined,
          f.member ? ilike(members.username, like(f.member)) : undefined,
        ),
      )
      .orderBy(sql`case ${feedbackTickets.status} when 'open' then 0 else 1 end`, desc(feedbackTickets.id))
      .limit(200);
  },

  async bounds(db: Executor, merchantId: number): Promise<{ minWords: number; maxWords: number } | null> {
    return firstOrNull(
      db.select({ minWords: feedbackBounds.minWords, maxWords: feedbackBounds.maxWords }).from(feedbackBounds).where(eq(feedbackBounds.merchantId, merchantId)),
    );
  },

  async setBounds(db: Executor, merchantId: number, b: { minWords: number; maxWords: number }): Promise<void> {
    await db.insert(feedbackBounds).values({ merchantId, ...b }).onConflictDoUpdate({ target: feedbackBounds.merchantId, set: b });
  },
};

export const liveHostRepo = {
  async list(db: Executor, merchantId: number, onlyActive: boolean): Promise<LiveHostRow[]> {
    return db
      .select()
      .from(liveHosts)
      .where(whereEq(liveHosts, onlyActive ? { merchantId, active: true } : { merchantId }))
      .orderBy(asc(liveHosts.sort), asc(liveHosts.id));
  },

  async insert(db: Executor, h: typeof liveHosts.$inferInsert): Promise<LiveHostRow> {
    const [row] = await db.insert(liveHosts).values(h).returning();
    return row!;
  },

  async byId(db: Executor, merchantId: number, id: number): Promise<LiveHostRow | null> {
    return firstOrNull(db.select().from(liveHosts).where(whereEq(liveHosts, { merchantId, id })));
  },

  async update(db: Executor, merchantId: number, id: number, h: Partial<typeof liveHosts.$inferInsert>): Promise<LiveHostRow | null> {
    return firstOrNull(db.update(liveHosts).set(h).where(whereEq(liveHosts, { merchantId, id })).returning());
  },

  async remove(db: Executor, merchantId: number, id: number): Promise<boolean> {
    return (await db.delete(liveHosts).where(whereEq(liveHosts, { merchantId, id })).returning({ id: liveHosts.id })).length > 0;
  },
};

export const cannedRepo = {
  async list(db: Executor, merchantId: number, language?: LanguageCode): Promise<ChatCannedRow[]> {
    return db
      .select()
      .from(chatCannedAnswers)
      .where(whereEq(chatCannedAnswers, language ? { merchantId, language } : { merchantId }))
      .orderBy(asc(chatCannedAnswers.language), asc(chatCannedAnswers.title));
  },

  /** Null when the merchant already has an answer of that title in that language. */
  async insert(db: Executor, c: typeof chatCannedAnswers.$inferInsert): Promise<ChatCannedRow | null> {
    return firstOrNull(db.insert(chatCannedAnswers).values(c).onConflictDoNothing().returning());
  },

  async byId(db: Executor, merchantId: number, id: number): Promise<ChatCannedRow | null> {
    return firstOrNull(db.select().from(chatCannedAnswers).where(whereEq(chatCannedAnswers, { merchantId, id })));
  },

  async remove(db: Executor, merchantId: number, id: number): Promise<boolean> {
    return (await db.delete(chatCannedAnswers).where(whereEq(chatCannedAnswers, { merchantId, id })).returning({ id: chatCannedAnswers.id })).length > 0;
  },
};
