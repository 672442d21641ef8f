import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { agentProfiles, members } from '../../db/schema.js';

const up = alias(members, 'up');

function nodes(db: Executor, where: SQL) {
  return db
    .select({
      memberId: agentProfiles.memberId,
      account: members.username,
      memberType: members.type,
      uplineId: agentProfiles.uplineId,
      uplineAccount: up.username,
      depth: agentProfiles.depth,
      rebateBp: agentProfiles.rebateBp,
      subAgentQuota: agentProfiles.subAgentQuota,
      directCount: sql<number>`(select count(*) from agent_profiles d where d.merchant_id = ${agentProfiles.merchantId} and d.upline_id = ${agentProfiles.memberId})::int`,
      teamSize: sql<number>`((select count(*) from agent_profiles t where t.merchant_id = ${agentProfiles.merchantId} and t.path like ${agentProfiles.path} || '%') - 1)::int`,
      registeredAt: members.createdAt,
    })
    .from(agentProfiles)
    .innerJoin(members, and(eq(members.merchantId, agentProfiles.merchantId), eq(members.id, agentProfiles.memberId)))
    .leftJoin(up, eq(up.id, agentProfiles.uplineId))
    .where(where);
}
export type OpsNodeRow = Awaited<ReturnType<typeof nodes>>[number];

export const agentOpsRepo = {
  /** Top-level agents (no upline), or the direct downlines of `parentId`; `account` narrows to one name. */
  async tree(db: Executor, merchantId: number, q: { parentId?: number; account?: string; pageNo: number }, size: number) {
    const parts: SQL[] = [eq(agentProfiles.merchantId, merchantId)];
    if (q.account) parts.push(sql`lower(${members.username}) = lower(${q.account})`);
    else parts.push(q.parentId ? eq(agentProfiles.uplineId, q.parentId) : isNull(agentProfiles.uplineId));
    const where = and(...parts)!;
    const [total] = await db.select({ n: count() }).from(agentProfiles).innerJoin(members, eq(members.id, agentProfiles.memberId)).where(where);
    const rows = await nodes(db, where)
      .orderBy(asc(members.username))
      .limit(size)
      .offset((q.pageNo - 1) * size);
    return { rows, total: total?.n ?? 0 };
  },
  async node(db: Executor, merchantId: number, memberId: number): Promise<OpsNodeRow | null> {
    const [row] = await nodes(db, and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId))!);
    return row ?? null;
  },
  async lockedRebate(db: Executor, merchantId: number, memberId: number): Promise<number | null> {
    const [u] = await db.select({ r: agentProfiles.rebateBp }).from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId))).for('update');
    return u?.r ?? null;
  },
  /** The highest rebate among the member's direct downlines (null without any). */
  async maxChildRebate(db: Executor, merchantId: number, memberId: number): Promise<number | null> {
    const [c] = await db.select({ max: sql<number | null>`max(${agentProfiles.rebateBp})` }).from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.uplineId, memberId)));
    return c?.max === null || c?.max === undefined ? null : Number(c.max);
  },
  async update(db: Executor, merchantId: number, memberId: number, patch: { rebateBp?: number; subAgentQuota?: number }): Promise<void> {
    await db
      .update(agentProfiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId)));
  },
};
