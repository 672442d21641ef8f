import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { sessions, verificationCodes, type Session } from '../../db/schema.js';
import { memberAccessEnded } from '../../platform/member-access.js';

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
    return firstOrNull(
      db
        .select()
        .from(sessions)
        .where(whereEq(sessions, { tokenHash, merchantId }, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1),
    );
  },

  /** Revokes the token if it is live; returns whether anything changed. */
  async revoke(db: Executor, merchantId: number, tokenHash: string, now = new Date()): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(whereEq(sessions, { tokenHash, merchantId }, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, memberId: sessions.memberId });
    for (const row of rows) memberAccessEnded(merchantId, row.memberId);
    return rows.length > 0;
  },
};

/** One target's one-time codes: `purpose` tells the use, `target` the mobile key or `username|e-mail`. */
export interface CodeTarget {
  merchantId: number;
  purpose: string;
  target: string;
}

/** The target's codes, and the further conditions. */
const codesOf = (t: CodeTarget, ...more: (SQL | undefined)[]) =>
  whereEq(verificationCodes, { merchantId: t.merchantId, purpose: t.purpose, target: t.target }, ...more);

export const codeRepo = {
  /**
   * Stores a fresh code hash for a target in one transaction: the target's unused codes stop working, codes expired
   * for a day are removed (housekeeping), then `after` runs inside the same transaction (the message request: if it
   * throws, nothing is stored).
   */
  async replace(db: Executor, t: CodeTarget, codeHash: string, expiresAt: Date, after: (tx: Executor) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(codesOf(t, isNull(verificationCodes.consumedAt)));
      await tx.insert(verificationCodes).values({ ...t, codeHash, expiresAt });
      await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(Date.now() - 86_400_000)));
      await after(tx);
    });
  },

  /**
   * Counts one try on the newest live code of the target, in one conditional update (attempts below `maxAttempts`,
   * code live), so parallel guesses cannot all pass the limit. Answers the code's id and hash, or null when there is
   * no live code with tries left.
   */
  async countTry(db: Executor, t: CodeTarget, maxAttempts: number, now = new Date()): Promise<{ id: number; codeHash: string } | null> {
    const live = and(isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now));
    const newest = db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(codesOf(t, live))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    const [row] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(inArray(verificationCodes.id, newest), lt(verificationCodes.attempts, maxAttempts), live))
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    return row ?? null;
  },

  /** Consumes a code unless already consumed; of parallel consumers only one gets true. */
  async consume(db: Executor, id: number): Promise<boolean> {
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return used.length > 0;
  },
};
