import { z } from 'zod';
import { AmountSchema, BodyIdSchema, DaySchema, IdSchema, MoneySchema, OpsPageNoSchema, PageNoSchema, optionalText, pageOf, pageSizeOf } from '../common.js';
import { AGENT_PAGE_SIZE_MAX, dayRangeOk } from '../agent/rules.js';
import { OpsJobRunSchema } from '../vip/schemas.js';
import { CONTRACT_KINDS, CONTRACT_MAX_TIERS, CONTRACT_PAGE_SIZE, CONTRACT_STATUSES, SHARE_PCT_MAX, STATEMENT_STATUSES } from './rules.js';

export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export const ContractStatusSchema = z.enum(CONTRACT_STATUSES);
export const StatementStatusSchema = z.enum(STATEMENT_STATUSES);
const MembersSchema = z.number().int().min(0).max(1_000_000);

/** Salary tier as shown: both minimums reached in a period (day or hour) pay `amount` for it. */
export const SalaryTierSchema = z.object({ minTeamValidBet: MoneySchema, minActiveMembers: z.number().int(), amount: MoneySchema });
export type SalaryTier = z.infer<typeof SalaryTierSchema>;
/** Dividend tier as shown: `sharePct` in basis points (1000 = 10%) of the team's net loss of a half-month. */
export const DividendTierSchema = z.object({ minTeamNetLoss: MoneySchema, minActiveMembers: z.number().int(), sharePct: z.number().int() });
export type DividendTier = z.infer<typeof DividendTierSchema>;

export const SalaryTierInputSchema = z
  .object({ minTeamValidBet: AmountSchema, minActiveMembers: MembersSchema, amount: AmountSchema })
  .strict();
export type SalaryTierInput = z.infer<typeof SalaryTierInputSchema>;
export const DividendTierInputSchema = z
  .object({ minTeamNetLoss: AmountSchema, minActiveMembers: MembersSchema, sharePct: z.number().int().min(1).max(SHARE_PCT_MAX) })
  .strict();
export type DividendTierInput = z.infer<typeof DividendTierInputSchema>;

/**
 * One contract between an upline (null: the merchant, set by an operator) and its direct downline agent. Salary
 * kinds carry `salaryTiers` (and an empty `dividendTiers`), the dividend the other way round.
 */
export const AgentContractSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  status: ContractStatusSchema,
  uplineId: z.number().int().nullable(),
  /** The upline's account, null for a contract with the merchant. */
  upline: z.string().nullable(),
  downlineId: z.number().int(),
  downline: z.string(),
  salaryTiers: z.array(SalaryTierSchema),
  dividendTiers: z.array(DividendTierSchema),
  createdAt: z.string(),
  /** When the downline accepted / rejected or the upline withdrew. */
  decidedAt: z.string().nullable(),
  /** First moment paid for (start of the period in which it became active); null until active. */
  effectiveFrom: z.string().nullable(),
});
export type AgentContract = z.infer<typeof AgentContractSchema>;

/** A kind's contract screen: the caller's own active terms and what it proposed to its direct downlines. */
export const ContractInfoSchema = z.object({
  kind: ContractKindSchema,
  /** The caller's active terms of this kind (its upline's or the merchant's), or null. */
  mine: AgentContractSchema.nullable(),
  /** The pending proposal addressed to the caller, if any. */
  pending: AgentContractSchema.nullable(),
  /** The caller's active and pending contracts with its direct downlines. */
  downlines: z.array(AgentContractSchema),
  /** The caller may propose this kind: it has active terms of its own to stay within. */
  canPropose: z.boolean(),
});
export type ContractInfo = z.infer<typeof ContractInfoSchema>;

/** An upline proposes salary terms to a direct downline agent (same terms again while pending: the same proposal). */
export const ApplySalarySchema = z
  .object({ downlineId: BodyIdSchema, tiers: z.array(SalaryTierInputSchema).min(1).max(CONTRACT_MAX_TIERS) })
  .strict();
export type ApplySalary = z.infer<typeof ApplySalarySchema>;
export const ApplyDividendSchema = z
  .object({ downlineId: BodyIdSchema, tiers: z.array(DividendTierInputSchema).min(1).max(CONTRACT_MAX_TIERS) })
  .strict();
export type ApplyDividend = z.infer<typeof ApplyDividendSchema>;

/** The downline's answer to a pending proposal (replaying the same answer is harmless). */
export const ProcessContractSchema = z.object({ id: BodyIdSchema, action: z.enum(['accept', 'reject']) }).strict();
export type ProcessContract = z.infer<typeof ProcessContractSchema>;
/** The upline withdraws its pending proposal. */
export const CancelContractSchema = z.object({ id: BodyIdSchema }).strict();

export const ContractHistQuerySchema = z.object({ pageNo: PageNoSchema });
export const AgentContractPageSchema = pageOf(AgentContractSchema);
export type AgentContractPage = z.infer<typeof AgentContractPageSchema>;

/** The home prompt (part 2 s3): each field is the pending request's id when one awaits the caller, else empty. */
export const ContractRequestStatusSchema = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type ContractRequestStatus = z.infer<typeof ContractRequestStatusSchema>;

// ---- settlement ----

/** One settlement of a contract for a period (paid, or unpaid while the payer's balance is too low). */
export const AgentStatementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: ContractKindSchema,
  /** `2026-11-24T13`, `2026-11-24` or `2026-11-H1` (UTC). */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  upline: z.string().nullable(),
  downline: z.string(),
  validBet: MoneySchema,
  /** The team's net loss (GGR); negative when the team won. */
  netLoss: MoneySchema,
  activeMembers: z.number().int(),
  /** The tier reached (0-based in the contract's list), or -1. */
  tier: z.number().int(),
  amount: MoneySchema,
  status: StatementStatusSchema,
  paidAt: z.string().nullable(),
});
export type AgentStatement = z.infer<typeof AgentStatementSchema>;

/** The current period so far: the team's figures and the estimated salary or dividend. */
export const CurrentSettlementSchema = z.object({
  kind: ContractKindSchema,
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  contract: AgentContractSchema.nullable(),
  validBet: MoneySchema,
  netLoss: MoneySchema,
  activeMembers: z.number().int(),
  tier: z.number().int(),
  estimated: MoneySchema,
});
export type CurrentSettlement = z.infer<typeof CurrentSettlementSchema>;

/**
 * Statements by period start day (`start`..`end`, both included, at most AGENT_RANGE_MAX_DAYS days; VALIDATION on
 * `end` otherwise): `received` (the caller's own, default) or `paid` (what the caller paid its downlines). The salary
 * query takes DAILY_SALARY (default) or HOURLY_SALARY.
 */
const StatementsQueryBase = z.object({
  start: DaySchema,
  end: DaySchema,
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(AGENT_PAGE_SIZE_MAX, CONTRACT_PAGE_SIZE),
  kind: z.enum(['DAILY_SALARY', 'HOURLY_SALARY']).optional(),
  side: z.enum(['received', 'paid']).default('received'),
});
const statementRange = { check: (v: { start: string; end: string }) => dayRangeOk(v.start, v.end), error: { message: 'bad range', path: ['end'] } };
export const StatementsQuerySchema = StatementsQueryBase.refine(statementRange.check, statementRange.error);
export const DividendStatementsQuerySchema = StatementsQueryBase.omit({ kind: true }).refine(statementRange.check, statementRange.error);
export type StatementsQuery = z.infer<typeof StatementsQuerySchema>;
export const AgentStatementPageSchema = pageOf(AgentStatementSchema);
export type AgentStatementPage = z.infer<typeof AgentStatementPageSchema>;
/** A member's statements of a range: the page and the sums of every row of the range (all pages), paid or not. */
export const AgentStatementRangePageSchema = AgentStatementPageSchema.extend({ totalAmount: MoneySchema, paidAmount: MoneySchema });
export type AgentStatementRangePage = z.infer<typeof AgentStatementRangePageSchema>;

/** The upline pays a finished period's dividend to a direct downline now (once: a paid period answers its row). */
export const PayoutDividendSchema = z
  .object({ contractId: BodyIdSchema, period: z.string().trim().regex(/^\d{4}-\d{2}-H[12]$/) })
  .strict();
export type PayoutDividend = z.infer<typeof PayoutDividendSchema>;

const IncomeSchema = z.object({
  /** Half-month period key and its UTC range. */
  period: z.string(),
  from: z.string(),
  to: z.string(),
  salary: MoneySchema,
  dividend: MoneySchema,
  /** Transfers received from the upline. */
  transfers: MoneySchema,
  total: MoneySchema,
});
export const AgentIncomeSchema = z.object({ current: IncomeSchema, previous: IncomeSchema });
export type AgentIncome = z.infer<typeof AgentIncomeSchema>;

// ---- operator ----
export const OpsContractsQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  kind: ContractKindSchema.optional(),
  status: ContractStatusSchema.optional(),
  /** Upline or downline account (exact, any case). */
  account: optionalText(64),
});
export const OpsContractParamsSchema = z.object({ code: z.string().min(1).max(64), id: IdSchema });
/** A contract between the merchant and a top-level agent (active at once). */
export const OpsCreateContractSchema = z
  .object({
    account: z.string().trim().min(1).max(64),
    kind: ContractKindSchema,
    salaryTiers: z.array(SalaryTierInputSchema).max(CONTRACT_MAX_TIERS).optional(),
    dividendTiers: z.array(DividendTierInputSchema).max(CONTRACT_MAX_TIERS).optional(),
  })
  .strict();
export type OpsCreateContract = z.infer<typeof OpsCreateContractSchema>;
/** An operator override (audited): terms, status, or an earlier `effectiveFrom` (ISO time). */
export const OpsOverrideContractSchema = z
  .object({
    status: z.enum(['ACTIVE', 'CANCELLED', 'SUPERSEDED', 'REJECTED']).optional(),
    salaryTiers: z.array(SalaryTierInputSchema).min(1).max(CONTRACT_MAX_TIERS).optional(),
    dividendTiers: z.array(DividendTierInputSchema).min(1).max(CONTRACT_MAX_TIERS).optional(),
    effectiveFrom: z.iso.datetime({ offset: true }).optional(),
    note: z.string().trim().max(200).optional(),
  })
  .strict();
export type OpsOverrideContract = z.infer<typeof OpsOverrideContractSchema>;
export const OpsStatementsQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  kind: ContractKindSchema.optional(),
  status: StatementStatusSchema.optional(),
  period: optionalText(16),
  account: optionalText(64),
});
/** Run a settlement now: `2026-11-24T13` (hourly), `2026-11-24` (daily), `2026-11-H1` (dividend). */
export const OpsRunSettlementSchema = z
  .object({ kind: ContractKindSchema, period: z.string().trim().max(16) })
  .strict();
export type OpsRunSettlement = z.infer<typeof OpsRunSettlementSchema>;
/** The job run, or null when another runner holds that period right now. */
export const OpsRunSettlementAnswerSchema = OpsJobRunSchema.nullable();
