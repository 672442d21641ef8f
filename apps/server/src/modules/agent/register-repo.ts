import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode, MemberType, isAgentForMenus, type DownlineType } from '@wps/contract';
import type { Executor, Tx } from '../../db/client.js';
import { agentAffLinks, agentProfiles, members, type AgentProfileRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';

/** Where a new member lands: under `agentId` as a member or sub-agent, with its rebate (from a link, or 0). */
export interface AffiliatePlacement {
  agentId: number;
  type: DownlineType;
  rebateBp: number;
  linkId: number | null;
}

export const linkInvalid = () => new AppError(ErrorCode.AFFILIATE_LINK_INVALID, { value: [{ field: 'aff', message: 'err_affiliate_link' }] });

/**
 * What registration should do with an affiliate link code (`aff`) or the owner of an invitation code: an unknown or
 * deleted link is "Referrer link error"; an invitation code of an agent places the member under that agent; any other
 * invitation code (a member's, for referral rewards) places nobody.
 */
export async function resolveAffiliate(
  db: Executor,
  merchantId: number,
  input: { aff?: string | null; inviterMemberId?: number | null },
): Promise<AffiliatePlacement | null> {
  if (input.aff) {
    const [link] = await db
      .select({ id: agentAffLinks.id, agentId: agentAffLinks.agentId, type: agentAffLinks.type, rebateBp: agentAffLinks.rebateBp, agentType: members.type })
      .from(agentAffLinks)
      .innerJoin(members, eq(members.id, agentAffLinks.agentId))
      .where(and(eq(agentAffLinks.merchantId, merchantId), sql`lower(${agentAffLinks.code}) = lower(${input.aff})`, isNull(agentAffLinks.deletedAt)));
    if (!link || !isAgentForMenus(link.agentType)) throw linkInvalid();
    return { agentId: link.agentId, type: link.type, rebateBp: link.rebateBp, linkId: link.id };
  }
  if (input.inviterMemberId) {
    const [m] = await db.select({ type: members.type }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.id, input.inviterMemberId)));
    if (m && isAgentForMenus(m.type)) return { agentId: input.inviterMemberId, type: 'member', rebateBp: 0, linkId: null };
  }
  return null;
}

/** The agent's own network row, locked for the transaction; a top-level agent without one gets a root row first. */
export async function lockAgentProfile(tx: Tx, merchantId: number, agentId: number): Promise<AgentProfileRow> {
  const where = and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, agentId));
  let [row] = await tx.select().from(agentProfiles).where(where).for('update');
  if (!row) {
    await tx.insert(agentProfiles).values({ merchantId, memberId: agentId, path: `/${agentId}/`, depth: 0 }).onConflictDoNothing();
    [row] = await tx.select().from(agentProfiles).where(where).for('update');
  }
  return row!;
}

/**
 * Puts a newly registered member under its agent, inside the registration's transaction: the network row (path, depth,
 * rebate capped at the agent's own), the member type for a sub-agent (which uses one of the agent's quota, under the
 * agent's row lock so two registrations cannot both take the last one), and the link's registration count.
 */
export async function placeUnderAgent(tx: Tx, merchantId: number, memberId: number, p: AffiliatePlacement): Promise<void> {
  const upline = await lockAgentProfile(tx, merchantId, p.agentId);
  if (p.type === 'agent') {
    if (upline.subAgentQuota <= 0) throw linkInvalid();
    await tx
      .update(agentProfiles)
      .set({ subAgentQuota: upline.subAgentQuota - 1, updatedAt: new Date() })
      .where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, p.agentId)));
    await tx.update(members).set({ type: MemberType.agent }).where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  }
  await tx.insert(agentProfiles).values({
    merchantId,
    memberId,
    uplineId: p.agentId,
    path: `${upline.path}${memberId}/`,
    depth: upline.depth + 1,
    rebateBp: Math.min(p.rebateBp, upline.rebateBp),
  });
  if (p.linkId !== null) {
    await tx
      .update(agentAffLinks)
      .set({ registrations: sql`${agentAffLinks.registrations} + 1` })
      .where(and(eq(agentAffLinks.merchantId, merchantId), eq(agentAffLinks.id, p.linkId)));
  }
}
