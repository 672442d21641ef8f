import { z } from 'zod';
import { AmountSchema, BodyIdSchema, DaySchema, IdSchema, MoneySchema, OpsCodeSchema, PageNoSchema, RequestIdSchema, optionalText, pageOf, pageSizeOf } from '../common.js';
import { PaymentPasswordSchema } from '../member/schemas.js';
import {
  AGENT_PAGE_SIZE,
  AGENT_PAGE_SIZE_MAX,
  AGENT_PERIODS,
  DOWNLINE_SCOPES,
  DOWNLINE_TYPES,
  MULTI_TRANSFER_MAX,
  REBATE_BP_MAX,
  SITE_KINDS,
  dayRangeOk,
} from './rules.js';

export const AgentPeriodSchema = z.enum(AGENT_PERIODS);
export const DownlineTypeSchema = z.enum(DOWNLINE_TYPES);
export const DownlineScopeSchema = z.enum(DOWNLINE_SCOPES);
/** A rebate rate in basis points (0..10000). */
export const RebateBpSchema = z.number().int().min(0).max(REBATE_BP_MAX);

const rangeOk = (v: { start?: string | undefined; end?: string | undefined }) => !v.start || !v.end || dayRangeOk(v.start, v.end);

/** A KPI period; `custom` needs `start` and `end` (days, both included, at most AGENT_RANGE_MAX_DAYS). */
export const KpiQuerySchema = z
  .object({ period: AgentPeriodSchema.default('day'), start: DaySchema.optional(), end: DaySchema.optional() })
  .refine((v) => v.period !== 'custom' || (v.start && v.end), { message: 'start and end required', path: ['start'] })
  .refine(rangeOk, { message: 'bad range', path: ['end'] });
export type KpiQuery = z.infer<typeof KpiQuerySchema>;

/** Team figures over a period (the agent included): money as decimal strings, GGR = bets - wins. */
export const TeamFiguresSchema = z.object({
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  validBet: MoneySchema,
  ggr: MoneySchema,
  /** Members who bet in the period. */
  activeMembers: z.number().int(),
  /** Members registered in the period. */
  newMembers: z.number().int(),
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

/** ODSFE2_TeamKPIA: the period's figures and the previous period's of the same length, for deltas. */
export const TeamKpiSchema = z.object({
  period: AgentPeriodSchema,
  start: DaySchema,
  end: DaySchema,
  current: TeamFiguresSchema,
  previous: TeamFiguresSchema.extend({ start: DaySchema, end: DaySchema }),
  teamSize: z.number().int(),
});
export type TeamKpi = z.infer<typeof TeamKpiSchema>;

export const KpiPointSchema = z.object({ date: DaySchema, deposits: MoneySchema, validBet: MoneySchema, ggr: MoneySchema, active: z.number().int() });
export type KpiPoint = z.infer<typeof KpiPointSchema>;
/** ODSFE2_TeamKPIB: one point per day of the range (days without activity are zeros). */
export const TeamKpiSeriesSchema = z.object({ start: DaySchema, end: DaySchema, points: z.array(KpiPointSchema) });
export type TeamKpiSeries = z.infer<typeof TeamKpiSeriesSchema>;

/** A direct sub-agent (ODSFE2_Subordinate). */
export const SubordinateSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  rebateBp: z.number().int(),
  subAgentQuota: z.number().int(),
  /** Its whole team, itself excluded. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  registeredAt: z.string(),
});
export type Subordinate = z.infer<typeof SubordinateSchema>;
export const SubordinatesQuerySchema = z.object({ pageNo: PageNoSchema, pageSize: pageSizeOf(AGENT_PAGE_SIZE_MAX, AGENT_PAGE_SIZE) });
export const SubordinatePageSchema = pageOf(SubordinateSchema);
export type SubordinatePage = z.infer<typeof SubordinatePageSchema>;

/** One downline in a list. `level` is 1 for a direct downline, 2 below it, and so on. */
export const DownlineRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: DownlineTypeSchema,
  level: z.number().int(),
  uplineAccount: z.string().nullable(),
  rebateBp: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: MoneySchema,
  teamSize: z.number().int(),
});
export type DownlineRow = z.infer<typeof DownlineRowSchema>;
export const DownlinePageSchema = pageOf(DownlineRowSchema);
export type DownlinePage = z.infer<typeof DownlinePageSchema>;

export const DownlinesQuerySchema = z
  .object({
    account: optionalText(64),
    scope: DownlineScopeSchema.default('team'),
    type: DownlineTypeSchema.optional(),
    registeredFrom: DaySchema.optional(),
    registeredTo: DaySchema.optional(),
    pageNo: PageNoSchema,
    pageSize: pageSizeOf(AGENT_PAGE_SIZE_MAX, AGENT_PAGE_SIZE),
  })
  .refine((v) => rangeOk({ start: v.registeredFrom, end: v.registeredTo }), { message: 'bad range', path: ['registeredTo'] });
export type DownlinesQuery = z.infer<typeof DownlinesQuerySchema>;

/** One downline's detail, with its team's figures over the KPI period. */
export const DownlineDetailSchema = DownlineRowSchema.extend({
  subAgentQuota: z.number().int(),
  period: AgentPeriodSchema,
  start: DaySchema,
  end: DaySchema,
  figures: TeamFiguresSchema,
});
export type DownlineDetail = z.infer<typeof DownlineDetailSchema>;
export const DownlineQuerySchema = z
  .object({ memberId: IdSchema, period: AgentPeriodSchema.default('month'), start: DaySchema.optional(), end: DaySchema.optional() })
  .refine((v) => v.period !== 'custom' || (v.start && v.end), { message: 'start and end required', path: ['start'] })
  .refine(rangeOk, { message: 'bad range', path: ['end'] });

/** Sets a direct downline's rebate: at most the caller's own, at least the highest of the downline's own downlines. */
export const UpdateDownlineRebateSchema = z.object({ memberId: BodyIdSchema, rebateBp: RebateBpSchema });
export type UpdateDownlineRebate = z.infer<typeof UpdateDownlineRebateSchema>;
export const DownlineRebateSchema = z.object({ memberId: z.number().int(), account: z.string(), rebateBp: z.number().int() });
export type DownlineRebate = z.infer<typeof DownlineRebateSchema>;

/** The agent pays a downline of its subtree from its own wallet; `requestId` makes a resubmit the same transfer. */
export const TransferDownlineSchema = z.object({
  memberId: BodyIdSchema,
  amount: AmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type TransferDownline = z.infer<typeof TransferDownlineSchema>;
/** The same to several downlines at once, all or nothing (each downline at most once). */
export const TransferMultipleSchema = z.object({
  items: z
    .array(z.object({ memberId: BodyIdSchema, amount: AmountSchema }))
    .min(1)
    .max(MULTI_TRANSFER_MAX)
    .refine((a) => new Set(a.map((i) => i.memberId)).size === a.length, { message: 'duplicate downline' }),
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type TransferMultiple = z.infer<typeof TransferMultipleSchema>;
export const TransferResultSchema = z.object({
  requestId: z.string(),
  total: MoneySchema,
  /** The caller's balance after the transfer. */
  balance: MoneySchema,
  transfers: z.array(z.object({ memberId: z.number().int(), account: z.string(), amount: MoneySchema })),
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

/** /wps/agent/affiliate: the agent's own affiliate summary. */
export const AgentAffiliateSchema = z.object({
  invitationCode: z.string(),
  registerPath: z.string(),
  rebateBp: z.number().int(),
  subAgentQuota: z.number().int(),
  linkCount: z.number().int(),
  /** Members registered through the agent's links. */
  registrations: z.number().int(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
});
export type AgentAffiliate = z.infer<typeof AgentAffiliateSchema>;

/** One affiliate link: registrants become `type` downlines with `rebateBp`. */
export const AffLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  registerPath: z.string(),
  type: DownlineTypeSchema,
  rebateBp: z.number().int(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type AffLink = z.infer<typeof AffLinkSchema>;
export const CreateAffLinkSchema = z.object({ type: DownlineTypeSchema, rebateBp: RebateBpSchema });
export type CreateAffLink = z.infer<typeof CreateAffLinkSchema>;
export const DeleteAffLinkSchema = z.object({ id: BodyIdSchema });

/** wpsRegAff: the agent opens a downline account directly (a sub-agent uses one of its quota). */
export const RegAffSchema = z.object({
  username: z.string().trim().regex(/^[a-zA-Z0-9_]{4,16}$/),
  password: z.string().min(6).max(32),
  type: DownlineTypeSchema,
  rebateBp: RebateBpSchema,
});
export type RegAff = z.infer<typeof RegAffSchema>;
export const RegAffResultSchema = z.object({ memberId: z.number().int(), account: z.string(), type: DownlineTypeSchema, rebateBp: z.number().int() });
export type RegAffResult = z.infer<typeof RegAffResultSchema>;

/** MCS2_getAgentRebateQuota: the caller's rebate (the ceiling for its downlines) and sub-agent quota left. */
export const AgentRebateQuotaSchema = z.object({ rebateBp: z.number().int(), maxRebateBp: z.number().int(), subAgentQuota: z.number().int() });
export type AgentRebateQuota = z.infer<typeof AgentRebateQuotaSchema>;

// ---- operator ----
export const OpsAgentNodeSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  memberType: z.number().int(),
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  depth: z.number().int(),
  rebateBp: z.number().int(),
  subAgentQuota: z.number().int(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  registeredAt: z.string(),
});
export type OpsAgentNode = z.infer<typeof OpsAgentNodeSchema>;
export const OpsAgentNodePageSchema = pageOf(OpsAgentNodeSchema);
/** Without `parentId`: the top-level agents; with it: that member's direct downlines. */
export const OpsAgentTreeQuerySchema = z.object({ parentId: IdSchema.optional(), account: optionalText(64), pageNo: PageNoSchema });
export const OpsAgentParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
export const OpsUpdateAgentSchema = z
  .object({ rebateBp: RebateBpSchema.optional(), subAgentQuota: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.rebateBp !== undefined || v.subAgentQuota !== undefined, { message: 'nothing to change' });
export type OpsUpdateAgent = z.infer<typeof OpsUpdateAgentSchema>;

export const SiteKindSchema = z.enum(SITE_KINDS);
export const AgentSiteHostSchema = z.object({ host: z.string(), kind: SiteKindSchema });
export type AgentSiteHost = z.infer<typeof AgentSiteHostSchema>;
/** Sets a host's site kind; `kind: null` makes the host serve everyone again. */
export const OpsSetSiteHostSchema = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$/),
  kind: SiteKindSchema.nullable(),
});
export type OpsSetSiteHost = z.infer<typeof OpsSetSiteHostSchema>;
