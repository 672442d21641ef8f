import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { countWhere, findOrCreate, firstOrNull, whereEq } from '../../db/query.js';
import {
  bankCards,
  memberAccounts,
  members,
  memberSecurity,
  memberSecurityAnswers,
  securityQuestions,
  sessions,
  type BankCard,
  type Member,
  type MemberAccount,
  type MemberSecurity,
} from '../../db/schema.js';
import { memberAccessEnded } from '../../platform/member-access.js';

/** A member of a merchant: every query of the member's own rows is scoped by both. */
export interface MemberKey {
  merchantId: number;
  memberId: number;
}

export type NewMember = Pick<Member, 'merchantId' | 'username' | 'passwordHash'> &
  Partial<Pick<Member, 'nickname' | 'type' | 'status' | 'clubLabel' | 'firstTimeLogin'>>;

export const memberRepo = {
  /** Usernames are unique per merchant regardless of case. */
  async findByUsername(db: Executor, merchantId: number, username: string): Promise<Member | null> {
    return firstOrNull(
      db
        .select()
        .from(members)
        .where(whereEq(members, { merchantId }, eq(sql`lower(${members.username})`, username.toLowerCase())))
        .limit(1),
    );
  },

  async findById(db: Executor, merchantId: number, id: number): Promise<Member | null> {
    return firstOrNull(db.select().from(members).where(whereEq(members, { merchantId, id })).limit(1));
  },

  /** Inserts unless the username is taken; returns the new row or null. */
  async insertIfAbsent(db: Executor, m: NewMember): Promise<Member | null> {
    return firstOrNull(db.insert(members).values(m).onConflictDoNothing().returning());
  },
};

/** The member's row of a table keyed by member (account, security, cards ...). */
const ofMember = <T extends typeof memberAccounts | typeof memberSecurity | typeof bankCards | typeof memberSecurityAnswers>(
  table: T,
  k: MemberKey,
  ...more: (SQL | undefined)[]
) => and(eq(table.merchantId, k.merchantId), eq(table.memberId, k.memberId), ...more);

export const accountRepo = {
  async findByMember(db: Executor, merchantId: number, memberId: number): Promise<MemberAccount | null> {
    return firstOrNull(db.select().from(memberAccounts).where(ofMember(memberAccounts, { merchantId, memberId })).limit(1));
  },

  async findMemberByMobile(db: Executor, merchantId: number, mobile: string): Promise<Member | null> {
    const row = await firstOrNull(
      db
        .select({ member: members })
        .from(memberAccounts)
        .innerJoin(members, eq(members.id, memberAccounts.memberId))
        .where(whereEq(memberAccounts, { merchantId, mobile }))
        .limit(1),
    );
    return row?.member ?? null;
  },

  /**
   * The one member whose mobile number (any dialing code) is `number`: a member who signed up by mobile logs in with
   * it as well as with the account name (issue 33 item 8). Null when none or several countries' numbers match.
   */
  async findOneMemberByNumber(db: Executor, merchantId: number, number: string): Promise<Member | null> {
    const rows = await db
      .select({ member: members })
      .from(memberAccounts)
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(and(eq(memberAccounts.merchantId, merchantId), sql`${memberAccounts.mobile} like ${`%|${number}`}`))
      .limit(2);
    return rows.length === 1 ? rows[0]!.member : null;
  },

  async mobileTaken(db: Executor, merchantId: number, mobile: string): Promise<boolean> {
    return (await this.findMemberByMobile(db, merchantId, mobile)) !== null;
  },

  /**
   * The member named `username` whose e-mail (the account's, set at registration or changed in the settings) is
   * `email` (case ignored), in one query.
   */
  async findMemberByUsernameAndEmail(db: Executor, merchantId: number, username: string, email: string): Promise<Member | null> {
    const e = email.toLowerCase();
    const [row] = await db
      .select({ member: members })
      .from(members)
      .innerJoin(memberAccounts, and(eq(memberAccounts.merchantId, members.merchantId), eq(memberAccounts.memberId, members.id)))
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(sql`lower(${members.username})`, username.toLowerCase()),
          eq(sql`lower(${memberAccounts.email})`, e),
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

  /** One optional profile value (the birthday the VIP birthday gift reads), creating the account row if absent. */
  async setProfileValue(db: Executor, merchantId: number, memberId: number, key: string, value: string): Promise<void> {
    const patch = sql`jsonb_build_object(${key}::text, ${value}::text)`;
    await db
      .insert(memberAccounts)
      .values({ merchantId, memberId, profile: { [key]: value } })
      .onConflictDoUpdate({ target: [memberAccounts.merchantId, memberAccounts.memberId], set: { profile: sql`${memberAccounts.profile} || ${patch}` } });
  },

  /** The member's e-mail (the one column every reader uses), creating the account row if the member has none. */
  async setEmail(db: Executor, merchantId: number, memberId: number, email: string): Promise<void> {
    await db
      .insert(memberAccounts)
      .values({ merchantId, memberId, email })
      .onConflictDoUpdate({ target: [memberAccounts.merchantId, memberAccounts.memberId], set: { email } });
  },

  /** New password hash; the member no longer has to change it. */
  async setPassword(db: Executor, merchantId: number, memberId: number, passwordHash: string): Promise<void> {
    await db.update(members).set({ passwordHash, firstTimeLogin: false }).where(whereEq(members, { merchantId, id: memberId }));
    await this.ensure(db, merchantId, memberId);
    await db.update(memberAccounts).set({ passwordChangedAt: new Date() }).where(ofMember(memberAccounts, { merchantId, memberId }));
  },

  /** Ends the member's sessions, all of them or all but one. */
  async revokeSessions(db: Executor, merchantId: number, memberId: number, keepSessionId?: number): Promise<void> {
    const conds = [eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), sql`${sessions.revokedAt} is null`];
    if (keepSessionId !== undefined) conds.push(ne(sessions.id, keepSessionId));
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(...conds));
    memberAccessEnded(merchantId, memberId);
  },
};

export const securityRepo = {
  /** The member's security row, created empty on first use. */
  async get(db: Executor, k: MemberKey): Promise<MemberSecurity> {
    return findOrCreate(
      () => db.select().from(memberSecurity).where(ofMember(memberSecurity, k)),
      () => db.insert(memberSecurity).values(k).onConflictDoNothing(),
    );
  },

  async update(db: Executor, k: MemberKey, patch: Partial<Omit<MemberSecurity, 'id' | 'merchantId' | 'memberId'>>): Promise<void> {
    await securityRepo.get(db, k);
    await db
      .update(memberSecurity)
      .set({ ...patch, updatedAt: new Date() })
      .where(ofMember(memberSecurity, k));
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
      .where(ofMember(memberSecurity, k))
      .returning();
    return row!;
  },

  async setNickname(db: Executor, k: MemberKey, nickname: string): Promise<void> {
    await db.update(members).set({ nickname }).where(whereEq(members, { merchantId: k.merchantId, id: k.memberId }));
  },
};

export const bankCardRepo = {
  async list(db: Executor, k: MemberKey): Promise<BankCard[]> {
    return db.select().from(bankCards).where(ofMember(bankCards, k)).orderBy(asc(bankCards.id));
  },

  async count(db: Executor, k: MemberKey): Promise<number> {
    return countWhere(db, bankCards, ofMember(bankCards, k));
  },

  async find(db: Executor, k: MemberKey, id: number): Promise<BankCard | null> {
    return firstOrNull(db.select().from(bankCards).where(ofMember(bankCards, k, eq(bankCards.id, id))));
  },

  async insert(db: Executor, card: typeof bankCards.$inferInsert): Promise<BankCard | null> {
    return firstOrNull(db.insert(bankCards).values(card).onConflictDoNothing().returning());
  },
};

export const questionRepo = {
  /** The merchant's active questions, in display order. */
  async active(db: Executor, merchantId: number): Promise<{ id: number; key: string }[]> {
    return db
      .select({ id: securityQuestions.id, key: securityQuestions.key })
      .from(securityQuestions)
      .where(whereEq(securityQuestions, { merchantId, active: true }))
      .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
  },

  /** Adds the seeded questions a merchant does not have yet. */
  async seed(db: Executor, merchantId: number, keys: readonly string[]): Promise<void> {
    await db
      .insert(securityQuestions)
      .values(keys.map((key, sort) => ({ merchantId, key, sort })))
      .onConflictDoNothing();
  },

  /** The questions a member answered, in display order. */
  async answered(db: Executor, k: MemberKey): Promise<{ id: number; key: string }[]> {
    return db
      .select({ id: securityQuestions.id, key: securityQuestions.key })
      .from(memberSecurityAnswers)
      .innerJoin(securityQuestions, eq(securityQuestions.id, memberSecurityAnswers.questionId))
      .where(ofMember(memberSecurityAnswers, k))
      .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
  },

  /** The member's stored answers (hashed), for checking a forgotten-password recovery. */
  async answerHashes(db: Executor, k: MemberKey): Promise<{ questionId: number; answerHash: string }[]> {
    return db
      .select({ questionId: memberSecurityAnswers.questionId, answerHash: memberSecurityAnswers.answerHash })
      .from(memberSecurityAnswers)
      .where(ofMember(memberSecurityAnswers, k));
  },

  /** How many of `ids` are active questions of the merchant. */
  async countActive(db: Executor, merchantId: number, ids: number[]): Promise<number> {
    const rows = await db
      .select({ id: securityQuestions.id })
      .from(securityQuestions)
      .where(whereEq(securityQuestions, { merchantId, active: true }, inArray(securityQuestions.id, ids)));
    return rows.length;
  },

  /** Replaces the member's answers as a whole: never half an old set and half a new one. */
  async replaceAnswers(db: Db, k: MemberKey, rows: { questionId: number; answerHash: string }[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(memberSecurityAnswers).where(ofMember(memberSecurityAnswers, k));
      await tx.insert(memberSecurityAnswers).values(rows.map((r) => ({ ...k, ...r })));
    });
  },
};
