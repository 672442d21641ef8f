import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, type Member } from '../../db/schema.js';

export type NewMember = Pick<Member, 'merchantId' | 'username' | 'passwordHash'> &
  Partial<Pick<Member, 'nickname' | 'type' | 'status' | 'clubLabel' | 'firstTimeLogin'>>;

export const memberRepo = {
  /** Usernames are unique per merchant regardless of case. */
  async findByUsername(db: Executor, merchantId: number, username: string): Promise<Member | null> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(sql`lower(${members.username})`, username.toLowerCase())))
      .limit(1);
    return row ?? null;
  },

  async findById(db: Executor, merchantId: number, id: number): Promise<Member | null> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .limit(1);
    return row ?? null;
  },

  /** Inserts unless the username is taken; returns the new row or null. */
  async insertIfAbsent(db: Executor, m: NewMember): Promise<Member | null> {
    const [row] = await db.insert(members).values(m).onConflictDoNothing().returning();
    return row ?? null;
  },
};
