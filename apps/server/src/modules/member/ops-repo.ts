import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MemberLoginMethod, MemberLoginResult, OpsMemberStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { countWhere, firstOrNull, paged, whereEq, type PageWindow } from '../../db/query.js';
import {
  memberAccounts,
  memberLocks,
  memberLogins,
  members,
  memberSecurity,
  sessions,
  wallets,
  type Member,
  type MemberLock,
  type MemberLoginRow,
  type Session,
} from '../../db/schema.js';
import type { MemberKey } from './repo.js';
import { memberAccessEnded } from '../../platform/member-access.js';

// The operator side of members (issue 13, support staff): the search, operators' locks, the login history and the
// member's open sessions. Every query is scoped by the merchant: member ids are global.

/** `like` pattern text: the user's `%`, `_` and `\` match themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

const ofMember = (t: typeof memberLocks | typeof memberLogins | typeof sessions, k: MemberKey) =>
  and(eq(t.merchantId, k.merchantId), eq(t.memberId, k.memberId));

/** The member (of the outer query) has an operator's lock in force. */
const lockedNow = sql`exists (select 1 from ${memberLocks} l where l.merchant_id = ${members.merchantId} and l.member_id = ${members.id}
  and (l.locked_until is null or l.locked_until > now()))`;

/** The member's status for support: disabled (the account's own status), locked by an operator, or active. */
const statusOf = sql<OpsMemberStatus>`case when ${members.status} <> 'active' then 'disabled' when ${lockedNow} then 'locked' else 'active' end`;

/** The upline's user name: the account whose invitation code the member registered with. */
const uplineName = sql<string | null>`(select m2.username from ${memberAccounts} a2 join ${members} m2 on m2.id = a2.member_id
  where a2.merchant_id = ${members.merchantId} and lower(a2.affiliate_code) = lower(${memberAccounts.referredBy}) limit 1)`;

/** The newest session opened (login, registration or trial). */
const lastLogin = sql`(select max(x.created_at) from ${memberLogins} x where x.merchant_id = ${members.merchantId}
  and x.member_id = ${members.id} and x.result = 'ok')`.mapWith(memberLogins.createdAt);

/** What the operator searches for (see OpsMembersQuerySchema). */
export interface MemberSearch {
  merchantId: number;
  currency: string;
  q?: string | undefined;
  by: 'any' | 'username' | 'mobile' | 'email' | 'id' | 'agent';
  agent?: string | undefined;
  status?: OpsMemberStatus | undefined;
}

/** Members invited by an agent: its user name or invitation code, any case. */
function invitedBy(agent: string): SQL {
  const a = agent.toLowerCase();
  return or(eq(sql`lower(${memberAccounts.referredBy})`, a), eq(sql`lower(${uplineName})`, a))!;
}

/** The condition of one way of reading the search text, or null when the text cannot be that (letters as an id). */
function matchBy(by: Exclude<MemberSearch['by'], 'any'>, q: string): SQL | null {
  const lower = q.toLowerCase();
  switch (by) {
    case 'username':
      return sql`lower(${members.username}) like ${`${likeEscape(lower)}%`}`;
    case 'email':
      return sql`lower(${memberAccounts.email}) like ${`${likeEscape(lower)}%`}`;
    case 'mobile': {
      // Stored as `+63|9171234567`: the digits typed (with or without the dialing code) end the stored ones.
      const digits = q.replace(/\D/g, '');
      if (digits.length < 3 || /[A-Za-z]/.test(q)) return null;
      return sql`regexp_replace(${memberAccounts.mobile}, '[^0-9]', '', 'g') like ${`%${digits}`}`;
    }
    case 'id':
      return /^\d{1,9}$/.test(q) ? eq(members.id, Number(q)) : null;
    case 'agent':
      return invitedBy(q);
  }
}

function searchWhere(f: MemberSearch): SQL {
  const conds: (SQL | undefined)[] = [eq(members.merchantId, f.merchantId)];
  if (f.q) {
    const ways = f.by === 'any' ? (['username', 'mobile', 'email', 'id', 'agent'] as const) : [f.by];
    const matches = ways.map((w) => matchBy(w, f.q!)).filter((c): c is SQL => c !== null);
    conds.push(matches.length ? or(...matches) : sql`false`);
  }
  if (f.agent) conds.push(invitedBy(f.agent));
  if (f.status) conds.push(eq(statusOf, f.status));
  return and(...conds)!;
}

/**
 * The search's order: what the text names exactly (the account, the e-mail or the id, any case) before the members it
 * only starts, then newest first. Without a text, newest first.
 */
function searchOrder(f: MemberSearch): SQL[] {
  if (!f.q) return [desc(members.id)];
  const lower = f.q.toLowerCase();
  const exact = [sql`lower(${members.username}) = ${lower}`, sql`lower(${memberAccounts.email}) = ${lower}`];
  if (/^\d{1,9}$/.test(f.q)) exact.push(eq(members.id, Number(f.q)));
  return [sql`case when ${or(...exact)} then 0 else 1 end`, desc(members.id)];
}

const accountJoin = and(eq(memberAccounts.merchantId, members.merchantId), eq(memberAccounts.memberId, members.id));
const securityJoin = and(eq(memberSecurity.merchantId, members.merchantId), eq(memberSecurity.memberId, members.id));

/** A member as the search and the profile read it: the account, contact details, balance, status, upline. */
export interface MemberOverview {
  member: Member;
  mobile: string | null;
  email: string | null;
  balance: bigint | null;
  status: OpsMemberStatus;
  agent: string | null;
  lastLoginAt: Date | null;
}

const overviewFields = (currency: string) => ({
  member: members,
  mobile: memberAccounts.mobile,
  email: memberAccounts.email,
  balance: sql`(select w.balance from ${wallets} w where w.merchant_id = ${members.merchantId} and w.member_id = ${members.id}
    and w.currency = ${currency})`.mapWith(wallets.balance),
  status: statusOf,
  agent: uplineName,
  lastLoginAt: lastLogin,
});

export const memberSearchRepo = {
  /** One page of the merchant's members matching the search, exact matches first, then newest first, and how many match. */
  async page(db: Executor, f: MemberSearch, page: PageWindow): Promise<{ rows: MemberOverview[]; total: number }> {
    const where = searchWhere(f);
    const [counted] = await db
      .select({ n: count() })
      .from(members)
      .leftJoin(memberAccounts, accountJoin)
      .where(where);
    const ordered = db
      .select(overviewFields(f.currency))
      .from(members)
      .leftJoin(memberAccounts, accountJoin)
      .where(where)
      .orderBy(...searchOrder(f));
    const rows = (await paged(ordered.$dynamic(), page)) as MemberOverview[];
    return { rows, total: counted?.n ?? 0 };
  },

  /** One member of the merchant with the overview's columns and its account and security rows. */
  async detail(db: Executor, merchantId: number, currency: string, memberId: number) {
    return firstOrNull(
      db
        .select({ ...overviewFields(currency), account: memberAccounts, security: memberSecurity })
        .from(members)
        .leftJoin(memberAccounts, accountJoin)
        .leftJoin(memberSecurity, securityJoin)
        .where(whereEq(members, { merchantId, id: memberId }))
        .limit(1),
    );
  },
};

export const memberLockRepo = {
  /** The operator's lock in force on the member, if any (one whose end has passed no longer counts). */
  async active(db: Executor, k: MemberKey): Promise<MemberLock | null> {
    return firstOrNull(
      db
        .select()
        .from(memberLocks)
        .where(and(ofMember(memberLocks, k), or(isNull(memberLocks.lockedUntil), gt(memberLocks.lockedUntil, sql`now()`))))
        .limit(1),
    );
  },

  /** Locks the member (replacing an earlier lock). */
  async put(db: Executor, row: MemberKey & { reason: string; lockedBy: string; lockedUntil: Date | null }): Promise<MemberLock> {
    const [lock] = await db
      .insert(memberLocks)
      .values(row)
      .onConflictDoUpdate({
        target: [memberLocks.merchantId, memberLocks.memberId],
        set: { reason: row.reason, lockedBy: row.lockedBy, lockedUntil: row.lockedUntil, createdAt: sql`now()` },
      })
      .returning();
    return lock!;
  },

  async remove(db: Executor, k: MemberKey): Promise<void> {
    await db.delete(memberLocks).where(ofMember(memberLocks, k));
  },
};

export const loginHistoryRepo = {
  async insert(
    db: Executor,
    row: MemberKey & { method: MemberLoginMethod; result: MemberLoginResult; ip: string | null; device: string | null },
  ): Promise<void> {
    await db.insert(memberLogins).values(row);
  },

  /** One page of the member's logins, newest first, and how many there are. */
  async page(db: Executor, k: MemberKey, page: PageWindow): Promise<{ rows: MemberLoginRow[]; total: number }> {
    const where = ofMember(memberLogins, k);
    const total = await countWhere(db, memberLogins, where);
    const ordered = db.select().from(memberLogins).where(where).orderBy(desc(memberLogins.createdAt), desc(memberLogins.id));
    return { rows: await paged(ordered.$dynamic(), page), total };
  },

  /** The address the member registered from (the session registration opened), if recorded. */
  async registerIp(db: Executor, k: MemberKey): Promise<string | null> {
    const row = await firstOrNull(
      db
        .select({ ip: memberLogins.ip })
        .from(memberLogins)
        .where(and(ofMember(memberLogins, k), eq(memberLogins.method, 'register')))
        .orderBy(memberLogins.id)
        .limit(1),
    );
    return row?.ip ?? null;
  },
};

/** Sessions neither revoked nor expired. */
const open = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export const memberSessionRepo = {
  /** The member's open sessions, newest first. */
  async open(db: Executor, k: MemberKey): Promise<Session[]> {
    return db
      .select()
      .from(sessions)
      .where(and(ofMember(sessions, k), open()))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
  },

  async countOpen(db: Executor, k: MemberKey): Promise<number> {
    return countWhere(db, sessions, and(ofMember(sessions, k), open()));
  },

  /** Ends every open session of the member at once; answers how many ended. */
  async revokeAll(db: Executor, k: MemberKey): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(ofMember(sessions, k), open()))
      .returning({ id: sessions.id });
    memberAccessEnded(k.merchantId, k.memberId);
    return rows.length;
  },
};

/** A new password hash set by an operator; `mustChange`: the member changes it at the next login. */
export async function setOperatorPassword(db: Executor, k: MemberKey, passwordHash: string, mustChange: boolean): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, firstTimeLogin: mustChange })
    .where(whereEq(members, { merchantId: k.merchantId, id: k.memberId }));
  await db.insert(memberAccounts).values({ ...k }).onConflictDoNothing();
  await db
    .update(memberAccounts)
    .set({ passwordChangedAt: new Date() })
    .where(and(eq(memberAccounts.merchantId, k.merchantId), eq(memberAccounts.memberId, k.memberId)));
}
