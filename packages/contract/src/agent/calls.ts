import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  AffLinkSchema,
  AgentSiteHostSchema,
  OpsSetSiteHostSchema,
  AgentAffiliateSchema,
  AgentRebateQuotaSchema,
  CreateAffLinkSchema,
  DeleteAffLinkSchema,
  DownlineDetailSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  DownlineRebateSchema,
  DownlinesQuerySchema,
  KpiQuerySchema,
  OpsAgentNodePageSchema,
  OpsAgentNodeSchema,
  OpsAgentParamsSchema,
  OpsAgentTreeQuerySchema,
  OpsUpdateAgentSchema,
  RegAffResultSchema,
  RegAffSchema,
  SubordinatePageSchema,
  SubordinatesQuerySchema,
  TeamKpiSchema,
  TeamKpiSeriesSchema,
  TransferDownlineSchema,
  TransferMultipleSchema,
  TransferResultSchema,
  UpdateDownlineRebateSchema,
} from './schemas.js';
import { z } from 'zod';

const R = '/wps/relay/';
const m = 'member' as const;

/**
 * The agent network. Every member call here is agent-only (types 1, 2, 41, 42): FORBIDDEN for ordinary members,
 * FREE_REJECT for trial players; ids outside the caller's own subtree answer NOT_FOUND.
 */
export const agentCalls = defineCalls('agent', {
  // ---- team reports ----
  teamKpiA: { method: 'GET', path: `${R}ODSFE2_TeamKPIA`, access: m, query: KpiQuerySchema, answer: TeamKpiSchema, summary: 'Team totals for a period and the previous one' },
  teamKpiB: { method: 'GET', path: `${R}ODSFE2_TeamKPIB`, access: m, query: KpiQuerySchema, answer: TeamKpiSeriesSchema, summary: 'Daily team series for a chart' },

  // ---- downlines ----
  subordinates: { method: 'GET', path: `${R}ODSFE2_Subordinate`, access: m, query: SubordinatesQuerySchema, answer: SubordinatePageSchema, summary: 'Direct sub-agents' },
  downline: { method: 'GET', path: '/wps/agent/downline', access: m, query: DownlineQuerySchema, answer: DownlineDetailSchema, summary: 'One downline of my subtree' },
  downlines: { method: 'GET', path: '/wps/agent/downlines', access: m, query: DownlinesQuerySchema, answer: DownlinePageSchema, summary: 'Search my downlines' },
  updateDownlineRebates: { method: 'POST', path: '/wps/agent/updateDownlineRebates', access: m, body: UpdateDownlineRebateSchema, answer: DownlineRebateSchema, summary: "Set a direct downline's rebate" },
  transferDownline: { method: 'POST', path: '/wps/agent/transferDownline', access: m, encrypted: true, body: TransferDownlineSchema, answer: TransferResultSchema, summary: 'Pay a downline from my wallet' },
  transferMultipleDownline: { method: 'POST', path: '/wps/agent/transferMultipleDownline', access: m, encrypted: true, body: TransferMultipleSchema, answer: TransferResultSchema, summary: 'Pay several downlines, all or nothing' },

  // ---- affiliate ----
  agentAffiliate: { method: 'GET', path: '/wps/agent/affiliate', access: m, answer: AgentAffiliateSchema, summary: 'My affiliate summary' },
  affLinks: { method: 'GET', path: `${R}MCS2_wpsViewAffUrls`, access: m, answer: z.array(AffLinkSchema), summary: 'My affiliate links, newest first' },
  createAffLink: { method: 'POST', path: `${R}wpsCreateAffUrl`, access: m, body: CreateAffLinkSchema, answer: AffLinkSchema, summary: 'Create an affiliate link' },
  deleteAffLink: { method: 'POST', path: `${R}wpsDeleteAffUrl`, access: m, body: DeleteAffLinkSchema, answer: z.object({ id: z.number().int() }), summary: 'Delete my affiliate link' },
  regAff: { method: 'POST', path: `${R}wpsRegAff`, access: m, encrypted: true, body: RegAffSchema, answer: RegAffResultSchema, summary: 'Register a downline directly', rateLimit: { max: 30, windowMs: 60_000 } },
  agentRebateQuota: { method: 'GET', path: `${R}MCS2_getAgentRebateQuota`, access: m, answer: AgentRebateQuotaSchema, summary: 'My rebate and sub-agent quota' },

  // ---- operator ----
  opsAgentTree: {
    method: 'GET',
    path: '/ops/merchants/:code/agents',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsAgentTreeQuerySchema,
    answer: OpsAgentNodePageSchema,
    summary: 'Top-level agents, or the direct downlines of parentId',
  },
  opsUpdateAgent: {
    method: 'PUT',
    path: '/ops/merchants/:code/agents/:id',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsAgentParamsSchema,
    body: OpsUpdateAgentSchema,
    answer: OpsAgentNodeSchema,
    summary: "Sets an agent's rebate or sub-agent quota",
  },
  opsAgentSiteHosts: {
    method: 'GET',
    path: '/ops/merchants/:code/agent-site-hosts',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    answer: z.array(AgentSiteHostSchema),
    summary: 'Hosts serving only agents or only members',
  },
  opsSetAgentSiteHost: {
    method: 'PUT',
    path: '/ops/merchants/:code/agent-site-hosts',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    body: OpsSetSiteHostSchema,
    answer: z.array(AgentSiteHostSchema),
    summary: "Sets a host's site kind (null: everyone)",
  },
});
