import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { createdAt, merchantId, ref, updatedAt } from './columns.js';

/**
 * One agent's place in the merchant's agent network (issue 12). Every member registered under an agent (invitation
 * code, affiliate link or `wpsRegAff`) names the agent in `upline_id`; agents (member types 1, 2, 41, 42) also have a
 * row of their own. `path` is the materialized chain of member ids from the top agent down to this member
 * (`/12/40/57/`), so a subtree is one `path LIKE '/12/40/%'` range; `depth` is 0 for a top-level agent.
 * A downline's rebate never exceeds its upline's (checked in the service under the upline's row lock).
 */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    merchantId: merchantId(),
    memberId: ref('member_id', () => members.id),
    uplineId: integer('upline_id').references(() => members.id),
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    /** Rebate rate in basis points of valid bets (100 = 1 %). Zero for plain members. */
    rebateBp: integer('rebate_bp').notNull().default(0),
    /** How many sub-agent accounts this agent may still open (agents only). */
    subAgentQuota: integer('sub_agent_quota').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    index('agent_profiles_upline_idx').on(t.merchantId, t.uplineId),
    index('agent_profiles_path_idx').on(t.merchantId, t.path),
    check('agent_profiles_rebate_range', sql`${t.rebateBp} >= 0 and ${t.rebateBp} <= 10000`),
    check('agent_profiles_quota', sql`${t.subAgentQuota} >= 0`),
    check('agent_profiles_not_self', sql`${t.uplineId} is null or ${t.uplineId} <> ${t.memberId}`),
  ],
);

export type AgentProfileRow = typeof agentProfiles.$inferSelect;
