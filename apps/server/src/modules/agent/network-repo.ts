import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DownlinesQuery } from '@wps/contract';
import type { Executor, Tx } from '../../db/client.js';
import { agentAffLinks, agentProfiles, agentTransfers, members, type AgentAffLinkRow, type AgentTransferRow } from '../../db/schema.js';

const iso = (col: SQL | { getSQL(): SQL }) => sql<string | null>`to_char((${col}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const up = alias(members, 'up');
const AGENT_TYPES = sql`(1, 2, 41, 42)`;

function rowSelect() {
  return {
    memberId: agentProfiles.memberId,
    account: members.username,
    memberType: members.type,
    depth: agentProfiles.depth,
    uplineAccount: up.username,
    rebateBp: agentProfiles.rebateBp,
    subAgentQuota: agentProfiles.subAgentQuota,
    registeredAt: iso(members.createdAt),
    lastLoginAt: iso(sql`(select max(l.created_at) from member_logins l where l.merchant_id = ${agentProfiles.merchantId} and l.member_id = ${agentProfiles.memberId} and l.result = 'ok')`),
    balance: sql<string>`(select coalesce(sum(w.balance), 0) from wallets w where w.merchant_id = ${agentProfiles.merchantId} and w.member_id = ${agentProfiles.memberId})::text`,
    teamSize: sql<number>`((select count(*) from agent_profiles t where t.merchant_id = ${agentProfiles.merchantId} and t.path like ${agentProfiles.path} || '%') - 1)::int`,
  };
}
export interface DownlineRaw {
  memberId: number;
  account: string;
  memberType: number;
  depth: number;
  uplineAccount: string | null;
  rebateBp: number;
  subAgentQuota: number;
  registeredAt: string | null;
  lastLoginAt: string | null;
  balance: string;
  teamSize: number;
}

function downlineRows(db: Executor, where: SQL) {
  return db
    .select(rowSelect())
    .from(agentProfiles)
    .innerJoin(members, and(eq(members.merchantId, agentProfiles.merchantId), eq(members.id, agentProfiles.memberId)))
    .leftJoin(up, eq(up.id, agentProfiles.uplineId))
    .where(where);
}

/** Strictly below the agent: its subtree (by path) without itself. */
const below = (merchantId: number, agentId: number, path: string) =>
  and(eq(agentProfiles.merchantId, merchantId), sql`${agentProfiles.path} like ${path + '%'}`, sql`${agentProfiles.memberId} <> ${agentId}`)!;

const ofMember = (merchantId: number, memberId: number) => and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId))!;
const liveLinks = (merchantId: number, agentId: number) => and(eq(agentAffLinks.merchantId, merchantId), eq(agentAffLinks.agentId, agentId), isNull(agentAffLinks.deletedAt))!;

export const networkRepo = {
  /** Members under the path, its owner excluded. */
  async teamSize(db: Executor, merchantId: number, path: string): Promise<number> {
    const [r] = await db.select({ n: count() }).from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), sql`${agentProfiles.path} like ${path + '%'}`));
    return Math.max(0, (r?.n ?? 0) - 1);
  },
  async directCount(db: Executor, merchantId: number, agentId: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.uplineId, agentId)));
    return r?.n ?? 0;
  },

  async downlinePage(db: Executor, merchantId: number, agentId: number, path: string, q: DownlinesQuery): Promise<{ rows: DownlineRaw[]; total: number }> {
    const parts: SQL[] = [below(merchantId, agentId, path)];
    if (q.scope === 'direct') parts.push(eq(agentProfiles.uplineId, agentId));
    if (q.type === 'agent') parts.push(sql`${members.type} in ${AGENT_TYPES}`);
    if (q.type === 'member') parts.push(sql`${members.type} not in ${AGENT_TYPES}`);
    if (q.account) parts.push(sql`lower(${members.username}) like ${'%' + q.account.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
    if (q.registeredFrom) parts.push(sql`${members.createdAt} >= ${`${q.registeredFrom}T00:00:00Z`}`);
    if (q.registeredTo) parts.push(sql`${members.createdAt} < ${`${q.registeredTo}T00:00:00Z`}::timestamptz + interval '1 day'`);
    const where = and(...parts)!;
    const [total] = await db
      .select({ n: count() })
      .from(agentProfiles)
      .innerJoin(members, and(eq(members.merchantId, agentProfiles.merchantId), eq(members.id, agentProfiles.memberId)))
      .where(where);
    const rows = await downlineRows(db, where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    return { rows, total: total?.n ?? 0 };
  },
  /** One member strictly below the agent, or null. */
  async downline(db: Executor, merchantId: number, agentId: number, path: string, memberId: number): Promise<DownlineRaw | null> {
    const [row] = await downlineRows(db, and(below(merchantId, agentId, path), eq(agentProfiles.memberId, memberId))!);
    return row ?? null;
  },
  /** Accounts of those of `ids` strictly below the agent. */
  async subtreeAccounts(db: Executor, merchantId: number, agentId: number, path: string, ids: number[]): Promise<Map<number, string>> {
    const rows = await db
      .select({ memberId: agentProfiles.memberId, account: members.username })
      .from(agentProfiles)
      .innerJoin(members, eq(members.id, agentProfiles.memberId))
      .where(and(below(merchantId, agentId, path), sql`${agentProfiles.memberId} in ${ids}`));
    return new Map(rows.map((r) => [r.memberId, r.account]));
  },
  async subordinatePage(db: Executor, merchantId: number, agentId: number, q: { pageNo: number; pageSize: number }) {
    const where = and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.uplineId, agentId), sql`${members.type} in ${AGENT_TYPES}`)!;
    const [total] = await db.select({ n: count() }).from(agentProfiles).innerJoin(members, eq(members.id, agentProfiles.memberId)).where(where);
    const rows = await db
      .select({
        ...rowSelect(),
        directCount: sql<number>`(select count(*) from agent_profiles d where d.merchant_id = ${agentProfiles.merchantId} and d.upline_id = ${agentProfiles.memberId})::int`,
      })
      .from(agentProfiles)
      .innerJoin(members, and(eq(members.merchantId, agentProfiles.merchantId), eq(members.id, agentProfiles.memberId)))
      .leftJoin(up, eq(up.id, agentProfiles.uplineId))
      .where(where)
      .orderBy(members.username)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- rebates ----
  async lockWithAccount(tx: Tx, merchantId: number, memberId: number) {
    const [row] = await tx
      .select({ p: agentProfiles, account: members.username })
      .from(agentProfiles)
      .innerJoin(members, eq(members.id, agentProfiles.memberId))
      .where(ofMember(merchantId, memberId))
      .for('update', { of: agentProfiles });
    return row ?? null;
  },
  /** The highest rebate among the member's direct downlines (null without any). */
  async maxChildRebate(db: Executor, merchantId: number, memberId: number): Promise<number | null> {
    const [c] = await db.select({ max: sql<number | null>`max(${agentProfiles.rebateBp})` }).from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.uplineId, memberId)));
    return c?.max === null || c?.max === undefined ? null : Number(c.max);
  },
  async setRebate(db: Executor, merchantId: number, memberId: number, rebateBp: number): Promise<void> {
    await db.update(agentProfiles).set({ rebateBp, updatedAt: new Date() }).where(ofMember(merchantId, memberId));
  },

  // ---- transfers ----
  /** The request's row, or null when this agent sent the request id before (a resubmit). */
  async insertTransfer(tx: Tx, t: typeof agentTransfers.$inferInsert): Promise<AgentTransferRow | null> {
    const [row] = await tx.insert(agentTransfers).values(t).onConflictDoNothing().returning();
    return row ?? null;
  },
  async findTransfer(db: Executor, merchantId: number, agentId: number, requestId: string): Promise<AgentTransferRow | null> {
    const [row] = await db
      .select()
      .from(agentTransfers)
      .where(and(eq(agentTransfers.merchantId, merchantId), eq(agentTransfers.agentId, agentId), eq(agentTransfers.requestId, requestId)));
    return row ?? null;
  },

  // ---- affiliate links ----
  async linkTotals(db: Executor, merchantId: number, agentId: number): Promise<{ links: number; registrations: number }> {
    const [r] = await db
      .select({ n: count(), regs: sql<number>`coalesce(sum(${agentAffLinks.registrations}), 0)::int` })
      .from(agentAffLinks)
      .where(liveLinks(merchantId, agentId));
    return { links: r?.n ?? 0, registrations: Number(r?.regs ?? 0) };
  },
  listLinks(db: Executor, merchantId: number, agentId: number): Promise<AgentAffLinkRow[]> {
    return db.select().from(agentAffLinks).where(liveLinks(merchantId, agentId)).orderBy(desc(agentAffLinks.id));
  },
  async insertLink(db: Executor, l: typeof agentAffLinks.$inferInsert): Promise<AgentAffLinkRow> {
    const [row] = await db.insert(agentAffLinks).values(l).returning();
    return row!;
  },
  /** Deletes one of the agent's live links (kept as a row: codes never come back); false when it has none such. */
  async deleteLink(db: Executor, merchantId: number, agentId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(agentAffLinks)
      .set({ deletedAt: new Date() })
      .where(and(liveLinks(merchantId, agentId), eq(agentAffLinks.id, id)))
      .returning({ id: agentAffLinks.id });
    return rows.length > 0;
  },
};
