import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './core.js';
import { at, createdAt, merchantRow, money, ref } from './columns.js';

/**
 * An agent's affiliate link (issue 12): registrants through `/m/register?aff=CODE` land under `agent_id` as `type`
 * ('member' | 'agent') downlines with `rebate_bp`. Deleted links keep their row (`deleted_at`) so codes never come back.
 */
export const agentAffLinks = pgTable(
  'agent_aff_links',
  {
    ...merchantRow(),
    agentId: ref('agent_id', () => members.id),
    code: text('code').notNull(),
    type: text('type').$type<'member' | 'agent'>().notNull(),
    rebateBp: integer('rebate_bp').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('agent_aff_links_code_uq').on(t.merchantId, sql`lower(${t.code})`),
    index('agent_aff_links_agent_idx').on(t.merchantId, t.agentId),
    check('agent_aff_links_rebate', sql`${t.rebateBp} >= 0 and ${t.rebateBp} <= 10000`),
  ],
);

/**
 * One agent-to-downline transfer request (single or multiple): the unique request id per agent makes a resubmit the
 * same transfer; the ledger moves are keyed `agent-transfer:<id>:<memberId>:out|in`.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    ...merchantRow(),
    agentId: ref('agent_id', () => members.id),
    requestId: text('request_id').notNull(),
    total: money('total').notNull(),
    /** [{ memberId, account, amount (minor units as text) }] */
    items: jsonb('items').$type<{ memberId: number; account: string; amount: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_transfers_request_uq').on(t.merchantId, t.agentId, t.requestId), index('agent_transfers_agent_idx').on(t.merchantId, t.agentId, t.id)],
);

export type AgentAffLinkRow = typeof agentAffLinks.$inferSelect;
export type AgentTransferRow = typeof agentTransfers.$inferSelect;

/**
 * Which site a host of the merchant serves (issue 12 login rule): on an `agent` host only agents may log in, on a
 * `member` host only non-agents. A host without a row serves everyone.
 */
export const agentSiteHosts = pgTable(
  'agent_site_hosts',
  {
    ...merchantRow(),
    /** Lower-case host name without port. */
    host: text('host').notNull(),
    kind: text('kind').$type<'member' | 'agent'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_site_hosts_host_uq').on(t.merchantId, t.host), check('agent_site_hosts_kind', sql`${t.kind} in ('member', 'agent')`)],
);
export type AgentSiteHostRow = typeof agentSiteHosts.$inferSelect;
