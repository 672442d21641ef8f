import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberAccounts, members, memberSecurity, sessions, type Member, type MemberAccount } from '../../db/schema.js';

export const accountRepo = {
  async findByMember(db: Executor, merchantId: number, memberId: number): Promise<MemberAccount | null> {
    const [row] = await db
      .select()
      .from(memberAccounts)
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.memberId, memberId)))
      .limit(1);
    return row ?? null;
  },

  async findMemberByMobile(db: Executor, merchantId: number, mobile: string): Promise<Member | null> {
    const [row] = await db
      .select({ member: members })
      .from(memberAccounts)
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.mobile, mobile)))
      .limit(1);
    return row?.member ?? null;
  },

  async mobileTaken(db: Executor, merchantId: number, mobile: string): Promise<boolean> {
    return (await this.findMemberByMobile(db, merchantId, mobile)) !== null;
  },

  /**
   * The member named `username` whose registration e-mail or security-centre e-mail is `email` (case ignored), in
   * one query.
   */
  async findMemberByUsernameAndEmail(db: Executor, merchantId: number, username: string, email: string): Promise<Member | null> {
    const e = email.toLowerCase();
    const [row] = await db
      .select({ member: members })
      .from(members)
      .leftJoin(memberAccounts, and(eq(memberAccounts.merchantId, members.merchantId), eq(memberAccounts.memberId, members.id)))
      .leftJoin(memberSecurity, and(eq(memberSecurity.merchantId, members.merchantId), eq(memberSecurity.memberId, members.id)))
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(sql`lower(${members.username})`, username.toLowerCase()),
          or(eq(sql`lower(${memberAccounts.email})`, e), eq(sql`lower(${memberSecurity.email})`, e)),
        ),
      )
      .limit(1);
    return row?.member ?? null;
  },

  async emailTaken(db: Executor, merchantId: number, email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberAccounts.id })
      .from(memberAccounts)
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(sql`lower(${memberAccounts.email})`, email.toLowerCase())))
      .limit(1);
    return !!row;
  },

  /** The member owning an invitation code, if it is a live one. */
  async findByAffiliateCode(db: Executor, merchantId: number, code: string): Promise<MemberAccount | null> {
    const [row] = await db
      .select({ account: memberAccounts })
      .from(memberAccounts)
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(
        and(
          eq(memberAccounts.merchantId, merchantId),
          eq(sql`lower(${memberAccounts.affiliateCode})`, code.toLowerCase()),
          eq(members.status, 'active'),
        ),
      )
      .limit(1);
    return row?.account ?? null;
  },

  async insert(db: Executor, a: typeof memberAccounts.$inferInsert): Promise<MemberAccount> {
    const [row] = await db.insert(memberAccounts).values(a).returning();
    return row!;
  },

  /** Creates the account row when a member (seeded, older) has none yet. */
  async ensure(db: Executor, merchantId: number, memberId: number, values: Partial<typeof memberAccounts.$inferInsert> = {}): Promise<void> {
    await db.insert(memberAccounts).values({ merchantId, memberId, ...values }).onConflictDoNothing();
  },

  /** New password hash; the member no longer has to change it. */
  async setPassword(db: Executor, merchantId: number, memberId: number, passwordHash: string): Promise<void> {
    await db
      .update(members)
      .set({ passwordHash, firstTimeLogin: false })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
    await this.ensure(db, merchantId, memberId);
    await db
      .update(memberAccounts)
      .set({ passwordChangedAt: new Date() })
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.memberId, memberId)));
  },

  /** Ends the member's sessions, all of them or all but one. */
  async revokeSessions(db: Executor, merchantId: number, memberId: number, keepSessionId?: number): Promise<void> {
    const conds = [eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), sql`${sessions.revokedAt} is null`];
    if (keepSessionId !== undefined) conds.push(ne(sessions.id, keepSessionId));
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(...conds));
  },
};
