import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, type Session } from '../../db/schema.js';

export const sessionRepo = {
  async insert(
    db: Executor,
    s: { tokenHash: string; merchantId: number; memberId: number; expiresAt: Date; ip: string | null; device: string | null },
  ): Promise<Session> {
    const [row] = await db.insert(sessions).values(s).returning();
    return row!;
  },

  /** A session that is neither revoked nor expired, for this merchant only. */
  async findActive(db: Executor, merchantId: number, tokenHash: string, now = new Date()): Promise<Session | null> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          eq(sessions.merchantId, merchantId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Revokes the token if it is live; returns whether anything changed. */
  async revoke(db: Executor, merchantId: number, tokenHash: string, now = new Date()): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.merchantId, merchantId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },
};
