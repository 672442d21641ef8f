import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema, pageOf } from '../common.js';
import {
  AgentContractPageSchema,
  AgentContractSchema,
  AgentIncomeSchema,
  AgentStatementPageSchema,
  AgentStatementRangePageSchema,
  AgentStatementSchema,
  ApplyDividendSchema,
  ApplySalarySchema,
  CancelContractSchema,
  ContractHistQuerySchema,
  ContractInfoSchema,
  ContractRequestStatusSchema,
  CurrentSettlementSchema,
  DividendStatementsQuerySchema,
  OpsContractParamsSchema,
  OpsContractsQuerySchema,
  OpsCreateContractSchema,
  OpsOverrideContractSchema,
  OpsRunSettlementAnswerSchema,
  OpsRunSettlementSchema,
  OpsStatementsQuerySchema,
  PayoutDividendSchema,
  ProcessContractSchema,
  StatementsQuerySchema,
} from './schemas.js';

const R = '/wps/relay/';
const m = 'member' as const;
const pending = AgentContractSchema.nullable();

/** Agent calls answer FORBIDDEN to ordinary members and FREE_REJECT to trial players (the server checks). */
export const agentContractsCalls = defineCalls('agent-contracts', {
  /** Home prompt: any member; non-empty fields only for an agent with a proposal awaiting its answer. */
  contractRequestStatus: { method: 'GET', path: '/wps/member/info/funds/consolidated', access: m, answer: ContractRequestStatusSchema, summary: 'Pending contract requests' },

  // ---- daily salary ----
  dailySalInfo: { method: 'GET', path: `${R}MCS2_getContractDailySalInfo`, access: m, answer: ContractInfoSchema, summary: 'Daily salary terms' },
  applyDailySal: { method: 'POST', path: `${R}MCS2_applyContractDailySal`, access: m, body: ApplySalarySchema, answer: AgentContractSchema, summary: 'Propose daily salary to a direct downline' },
  dailySalReq: { method: 'GET', path: `${R}MCS2_getContracDailySalReq`, access: m, answer: pending, summary: 'Pending daily salary proposal for me' },
  processDailySal: { method: 'POST', path: `${R}MCS2_processDailySalContract`, access: m, body: ProcessContractSchema, answer: AgentContractSchema, summary: 'Accept or reject' },
  dailySalHist: { method: 'GET', path: `${R}MCS2_getDailySalContractHist`, access: m, query: ContractHistQuerySchema, answer: AgentContractPageSchema },

  // ---- hourly salary ----
  hourSalInfo: { method: 'GET', path: `${R}MCS2_getContractHourSalInfo`, access: m, answer: ContractInfoSchema, summary: 'Hourly salary terms' },
  applyHourSal: { method: 'POST', path: `${R}MCS2_applyContractHourSal`, access: m, body: ApplySalarySchema, answer: AgentContractSchema },
  hourSalReq: { method: 'GET', path: `${R}MCS2_getContractHourSalReq`, access: m, answer: pending },
  processHourSal: { method: 'POST', path: `${R}MCS2_processHourSalContract`, access: m, body: ProcessContractSchema, answer: AgentContractSchema },
  hourSalHist: { method: 'GET', path: `${R}MCS2_getHourSalContractHist`, access: m, query: ContractHistQuerySchema, answer: AgentContractPageSchema },

  // ---- dividend ----
  dividendInfo: { method: 'GET', path: `${R}MCS2_getContractDividendInfo`, access: m, answer: ContractInfoSchema, summary: 'Dividend terms' },
  applyDividend: { method: 'POST', path: `${R}MCS2_applyContractDividend`, access: m, body: ApplyDividendSchema, answer: AgentContractSchema },
  dividendReq: { method: 'GET', path: `${R}MCS2_getContractDividendReq`, access: m, answer: pending },
  processDividend: { method: 'POST', path: `${R}MCS2_processDividendContract`, access: m, body: ProcessContractSchema, answer: AgentContractSchema },
  dividendHist: { method: 'GET', path: `${R}MCS2_getDividendContractHist`, access: m, query: ContractHistQuerySchema, answer: AgentContractPageSchema },

  /** The upline withdraws a pending proposal of any kind. */
  cancelContract: { method: 'POST', path: `${R}MCS2_cancelContract`, access: m, body: CancelContractSchema, answer: AgentContractSchema },

  // ---- settlement ----
  currentDailySalary: { method: 'GET', path: `${R}ODSFE2_CurrentDailySalary`, access: m, answer: CurrentSettlementSchema, summary: 'Daily salary so far today' },
  currentHourSalary: { method: 'GET', path: `${R}ODSFE2_CurrentHourSalary`, access: m, answer: CurrentSettlementSchema, summary: 'Hourly salary so far this hour' },
  queryDailySalary: { method: 'GET', path: `${R}ODSFE2_QueryDailySalary`, access: m, query: StatementsQuerySchema, answer: AgentStatementRangePageSchema, summary: 'Salary statements of a day range, with its sums' },
  currentDividend: { method: 'GET', path: `${R}ODSFE2_CurrentDividend`, access: m, answer: CurrentSettlementSchema, summary: 'Dividend so far this half-month' },
  queryDividend: { method: 'GET', path: `${R}ODSFE2_QueryDividend`, access: m, query: DividendStatementsQuerySchema, answer: AgentStatementRangePageSchema, summary: 'Dividend statements of a day range, with its sums' },
  payoutDividend: { method: 'POST', path: `${R}ODSFE2_PayoutDividend`, access: m, body: PayoutDividendSchema, answer: AgentStatementSchema, summary: 'Pay a due dividend to a direct downline now' },
  agentIncome: { method: 'GET', path: `${R}ODS2_AgentPrevAndCurrIncome`, access: m, answer: AgentIncomeSchema, summary: 'Income this and last half-month' },

  // ---- operator ----
  opsAgentContracts: {
    method: 'GET',
    path: '/ops/merchants/:code/agent-contracts',
    access: 'operator',
    roles: ['finance', 'support', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsContractsQuerySchema,
    answer: pageOf(AgentContractSchema),
    summary: 'Agent contracts, newest first',
  },
  opsCreateAgentContract: {
    method: 'POST',
    path: '/ops/merchants/:code/agent-contracts',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    body: OpsCreateContractSchema,
    answer: AgentContractSchema,
    summary: 'A top-level agent contract with the merchant (active at once)',
  },
  opsOverrideAgentContract: {
    method: 'PUT',
    path: '/ops/merchants/:code/agent-contracts/:id',
    access: 'operator',
    roles: ['finance'],
    params: OpsContractParamsSchema,
    body: OpsOverrideContractSchema,
    answer: AgentContractSchema,
    summary: 'Override terms, status or effectiveFrom (audited)',
  },
  opsAgentStatements: {
    method: 'GET',
    path: '/ops/merchants/:code/agent-statements',
    access: 'operator',
    roles: ['finance', 'support', 'risk'],
    params: OpsMerchantParamsSchema,
    query: OpsStatementsQuerySchema,
    answer: AgentStatementPageSchema,
    summary: 'Salary and dividend statements',
  },
  opsRunAgentSettlement: {
    method: 'POST',
    path: '/ops/merchants/:code/agent-settlement/run',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    body: OpsRunSettlementSchema,
    answer: OpsRunSettlementAnswerSchema,
    summary: 'Run an agent settlement now for a period',
  },
});
