import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, isAgentForMenus, isTrial } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { agentProfiles, members, type AgentProfileRow, type Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';

/** The agent's subtree path (its own profile's, or a lone root for an agent without a row yet). */
export const subtreePath = (p: Pick<AgentProfileRow, 'path'> | null, agentId: number): string => p?.path ?? `/${agentId}/`;

/**
 * SQL: `col` is a member of the agent's team (the agent and every downline at any depth). The path includes the member
 * itself, so `path like '/1/5/%'` is 5's whole subtree, 5 included; the agent itself is added for an agent without row.
 */
export function inTeam(col: SQL | { getSQL(): SQL }, merchantId: number, agentId: number, path: string): SQL {
  return sql`(${col} = ${agentId} or ${col} in (select ap.member_id from agent_profiles ap where ap.merchant_id = ${merchantId} and ap.path like ${path + '%'}))`;
}

/** The member's agent-network row, or null (members outside any network). */
export async function agentOf(db: Executor, merchantId: number, memberId: number): Promise<AgentProfileRow | null> {
  const [r] = await db.select().from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId)));
  return r ?? null;
}

export async function isDirectDownline(db: Executor, merchantId: number, uplineId: number, memberId: number): Promise<boolean> {
  const p = await agentOf(db, merchantId, memberId);
  return p !== null && p.uplineId === uplineId;
}

/** Whether `memberId` is strictly below `agentId` (any depth). */
export async function isInSubtree(db: Executor, merchantId: number, agentId: number, memberId: number): Promise<boolean> {
  if (agentId === memberId) return false;
  const p = await agentOf(db, merchantId, memberId);
  return p !== null && p.path.includes(`/${agentId}/`);
}

/** The agent's whole team by path, the agent included. */
export async function teamMemberIds(db: Executor, merchantId: number, agentId: number): Promise<number[]> {
  const me = await agentOf(db, merchantId, agentId);
  const rows = await db
    .select({ id: agentProfiles.memberId })
    .from(agentProfiles)
    .where(and(eq(agentProfiles.merchantId, merchantId), sql`${agentProfiles.path} like ${subtreePath(me, agentId) + '%'}`));
  const ids = new Set(rows.map((r) => r.id));
  ids.add(agentId);
  return [...ids];
}

/** Agent calls: trial players (and unknown members) get FREE_REJECT, ordinary members FORBIDDEN. */
export async function requireAgent(db: Executor, merchant: Pick<Merchant, 'id'>, memberId: number): Promise<{ type: number; username: string }> {
  const [m] = await db
    .select({ type: members.type, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.id, memberId)));
  if (!m || isTrial(m.type)) throw new AppError(ErrorCode.FREE_REJECT);
  if (!isAgentForMenus(m.type)) throw new AppError(ErrorCode.FORBIDDEN);
  return m;
}
