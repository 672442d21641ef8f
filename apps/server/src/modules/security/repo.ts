import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bankCards, memberSecurity, members, type BankCard, type MemberSecurity } from '../../db/schema.js';

interface MemberKey {
  merchantId: number;
  memberId: number;
}

export const securityRepo = {
  /** The member's security row, created empty on first use. */
  async get(db: Executor, k: MemberKey): Promise<MemberSecurity> {
    const select = () =>
      db
        .select()
        .from(memberSecurity)
        .where(and(eq(memberSecurity.merchantId, k.merchantId), eq(memberSecurity.memberId, k.memberId)));
    const [row] = await select();
    if (row) return row;
    await db.insert(memberSecurity).values(k).onConflictDoNothing();
    return (await select())[0]!;
  },

  async update(db: Executor, k: MemberKey, patch: Partial<Omit<MemberSecurity, 'id' | 'merchantId' | 'memberId'>>): Promise<void> {
    await securityRepo.get(db, k);
    await db
      .update(memberSecurity)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(memberSecurity.merchantId, k.merchantId), eq(memberSecurity.memberId, k.memberId)));
  },

  /** Counts a wrong payment password atomically; the row is locked for `lockMs` once `max` is reached. */
  async recordFailure(db: Executor, k: MemberKey, max: number, lockMs: number): Promise<MemberSecurity> {
    const [row] = await db
      .update(memberSecurity)
      .set({
        failedAttempts: sql`${memberSecurity.failedAttempts} + 1`,
        lockedUntil: sql`case when ${memberSecurity.failedAttempts} + 1 >= ${max}
          then now() + make_interval(secs => ${lockMs / 1000}) else ${memberSecurity.lockedUntil} end`,
      })
      .where(and(eq(memberSecurity.merchantId, k.merchantId), eq(memberSecurity.memberId, k.memberId)))
      .returning();
    return row!;
  },

  async setNickname(db: Executor, k: MemberKey, nickname: string): Promise<void> {
    await db
      .update(members)
      .set({ nickname })
      .where(and(eq(members.merchantId, k.merchantId), eq(members.id, k.memberId)));
  },
};

export const bankCardRepo = {
  async list(db: Executor, k: MemberKey): Promise<BankCard[]> {
    return db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.merchantId, k.merchantId), eq(bankCards.memberId, k.memberId)))
      .orderBy(asc(bankCards.id));
  },

  async count(db: Executor, k: MemberKey): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bankCards)
      .where(and(eq(bankCards.merchantId, k.merchantId), eq(bankCards.memberId, k.memberId)));
    return row?.n ?? 0;
  },

  async find(db: Executor, k: MemberKey, id: number): Promise<BankCard | null> {
    const [row] = await db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.merchantId, k.merchantId), eq(bankCards.memberId, k.memberId), eq(bankCards.id, id)));
    return row ?? null;
  },

  async insert(db: Executor, card: typeof bankCards.$inferInsert): Promise<BankCard | null> {
    const [row] = await db.insert(bankCards).values(card).onConflictDoNothing().returning();
    return row ?? null;
  },
};
