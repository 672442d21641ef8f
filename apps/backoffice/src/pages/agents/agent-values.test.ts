// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OpsCreateContractSchema, OpsOverrideContractSchema, OpsSetSiteHostSchema, OpsUpdateAgentSchema, type AgentContract } from '@wps/contract';
import dayjs from 'dayjs';
import en from '../../locales/en.json';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import {
  agentBody,
  agentValuesOf,
  bpToPct,
  contractFilters,
  contractSearchValues,
  createContractBody,
  hostOk,
  latestSettlementPeriod,
  newContractValues,
  overrideBody,
  overrideStatuses,
  overrideValuesOf,
  pctToBp,
  rebateToBp,
  settlementPeriodOk,
  siteChoiceOf,
  siteHostBody,
  SITE_CHOICES,
  statementFilters,
  statementSearchValues,
  tierProblem,
  treeFilters,
  JOB_OF_KIND,
} from './agent-values';

const salary: AgentContract = {
  id: 7,
  kind: 'DAILY_SALARY',
  status: 'ACTIVE',
  uplineId: 1,
  upline: 'agent01',
  downlineId: 2,
  downline: 'subagent01',
  salaryTiers: [
    { minTeamValidBet: '1000.00', minActiveMembers: 3, amount: '50.00' },
    { minTeamValidBet: '5000.00', minActiveMembers: 5, amount: '120.00' },
  ],
  dividendTiers: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-20T11:00:00.000Z',
  effectiveFrom: '2026-11-20T00:00:00.000Z',
};
const dividend: AgentContract = { ...salary, id: 8, kind: 'DIVIDEND', status: 'PENDING', salaryTiers: [], dividendTiers: [{ minTeamNetLoss: '100.00', minActiveMembers: 2, sharePct: 1250 }], effectiveFrom: null };

describe('agent searches', () => {
  it('turns the search forms into filters and back, dropping empty and unknown values', () => {
    expect(contractFilters({ kind: 'DIVIDEND', status: '', account: ' agent01 ' })).toEqual([
      { field: 'kind', operator: 'eq', value: 'DIVIDEND' },
      { field: 'account', operator: 'eq', value: 'agent01' },
    ]);
    expect(contractSearchValues(contractFilters({ kind: 'DIVIDEND', status: 'ACTIVE' }))).toEqual({ kind: 'DIVIDEND', status: 'ACTIVE', account: '' });
    expect(contractSearchValues([{ field: 'kind', operator: 'eq', value: 'WEEKLY' }])).toEqual({ kind: '', status: '', account: '' });
    expect(statementFilters({ status: 'UNPAID', period: ' 2026-11-H1 ' })).toEqual([
      { field: 'status', operator: 'eq', value: 'UNPAID' },
      { field: 'period', operator: 'eq', value: '2026-11-H1' },
    ]);
    expect(statementSearchValues(statementFilters({ kind: 'HOURLY_SALARY', account: 'x' }))).toEqual({ kind: 'HOURLY_SALARY', status: '', period: '', account: 'x' });
    expect(treeFilters({ account: '  ' })).toEqual([]);
    expect(treeFilters({ account: 'agent01' })).toEqual([{ field: 'account', operator: 'eq', value: 'agent01' }]);
  });
});

describe('settlement periods', () => {
  const now = new Date('2026-11-24T13:20:00Z');
  it('offers the last finished period of each kind', () => {
    expect(latestSettlementPeriod('HOURLY_SALARY', now)).toBe('2026-11-24T12');
    expect(latestSettlementPeriod('DAILY_SALARY', now)).toBe('2026-11-23');
    expect(latestSettlementPeriod('DIVIDEND', now)).toBe('2026-11-H1');
    expect(latestSettlementPeriod('DIVIDEND', new Date('2026-11-03T00:00:00Z'))).toBe('2026-10-H2');
  });
  it('accepts only finished periods of the kind', () => {
    expect(settlementPeriodOk('DAILY_SALARY', ' 2026-11-23 ', now)).toBe(true);
    expect(settlementPeriodOk('DAILY_SALARY', '2026-11-24', now)).toBe(false);
    expect(settlementPeriodOk('DAILY_SALARY', '2026-11-24T12', now)).toBe(false);
    expect(settlementPeriodOk('DAILY_SALARY', '2026-02-30', now)).toBe(false);
    expect(settlementPeriodOk('HOURLY_SALARY', '2026-11-24T12', now)).toBe(true);
    expect(settlementPeriodOk('HOURLY_SALARY', '2026-11-24T13', now)).toBe(false);
    expect(settlementPeriodOk('DIVIDEND', '2026-11-H1', now)).toBe(true);
    expect(settlementPeriodOk('DIVIDEND', '2026-11-H2', now)).toBe(false);
    expect(settlementPeriodOk('DIVIDEND', undefined, now)).toBe(false);
  });
  it('names each kind by the job the scheduled-jobs page lists, translated', () => {
    const jobs = (en as { jobRuns: { jobs: Record<string, string> } }).jobRuns.jobs;
    for (const job of Object.values(JOB_OF_KIND)) expect(jobs[job], job).toBeTruthy();
  });
});

describe('shares and rebates', () => {
  it('converts dividend shares between percent and basis points', () => {
    expect(bpToPct(1250)).toBe('12.5');
    expect(pctToBp('12.5')).toBe(1250);
    expect(pctToBp('0.01')).toBe(1);
    expect(pctToBp('100')).toBe(10_000);
    for (const bad of ['0', '100.01', '-1', '1.234', 'abc', '', null]) expect(pctToBp(bad), String(bad)).toBeUndefined();
  });
  it('reads a rebate percent as basis points, 0 allowed', () => {
    expect(rebateToBp('3')).toBe(300);
    expect(rebateToBp('2.75')).toBe(275);
    expect(rebateToBp('0')).toBe(0);
    for (const bad of ['100.5', '1.001', 'x', '']) expect(rebateToBp(bad), bad).toBeUndefined();
  });
  it('sends only what changed on an agent, in the schema of the call', () => {
    const a = { rebateBp: 300, subAgentQuota: 10 };
    expect(agentValuesOf(a)).toEqual({ rebate: '3.00', subAgentQuota: 10 });
    expect(agentBody(a, { rebate: '3.00', subAgentQuota: 10 })).toBeNull();
    expect(agentBody(a, { rebate: '2.5', subAgentQuota: 10 })).toEqual({ rebateBp: 250 });
    expect(agentBody(a, { rebate: '3', subAgentQuota: 4 })).toEqual({ subAgentQuota: 4 });
    expect(agentBody(a, { rebate: 'abc', subAgentQuota: 4 })).toBeNull();
    expect(OpsUpdateAgentSchema.safeParse(agentBody(a, { rebate: '1', subAgentQuota: 0 })).success).toBe(true);
  });
});

describe('contract override', () => {
  it('starts from the contract, shares in percent', () => {
    expect(overrideValuesOf(salary).tiers).toEqual([
      { minTeamValidBet: '1000.00', minActiveMembers: 3, amount: '50.00' },
      { minTeamValidBet: '5000.00', minActiveMembers: 5, amount: '120.00' },
    ]);
    expect(overrideValuesOf(dividend).tiers).toEqual([{ minTeamNetLoss: '100.00', minActiveMembers: 2, sharePct: '12.5' }]);
    expect(overrideValuesOf(dividend).effectiveFrom).toBeNull();
  });
  it('checks each tier', () => {
    expect(tierProblem('DAILY_SALARY', { minTeamValidBet: '10', minActiveMembers: 0, amount: '5' })).toBe('');
    expect(tierProblem('DAILY_SALARY', { minTeamValidBet: '10', minActiveMembers: 0, amount: '5.555' })).toBe('amount');
    expect(tierProblem('HOURLY_SALARY', { minTeamValidBet: '10', minActiveMembers: -1, amount: '5' })).toBe('members');
    expect(tierProblem('DIVIDEND', { minTeamNetLoss: '0', minActiveMembers: 1, sharePct: '0' })).toBe('share');
    expect(tierProblem('DIVIDEND', { minTeamNetLoss: '0', sharePct: '10' })).toBe('');
  });
  it('sends nothing for an untouched form, else only the changed parts (in the call schema)', () => {
    expect(overrideBody(salary, overrideValuesOf(salary))).toBeNull();
    // The same amounts typed differently are no change.
    expect(overrideBody(salary, { ...overrideValuesOf(salary), tiers: [{ minTeamValidBet: '1000', minActiveMembers: 3, amount: '50' }, overrideValuesOf(salary).tiers[1]!] })).toBeNull();
    const terms = overrideBody(salary, { ...overrideValuesOf(salary), tiers: [{ minTeamValidBet: '1000', minActiveMembers: 3, amount: '60' }], note: ' raise ' });
    expect(terms).toEqual({ salaryTiers: [{ minTeamValidBet: '1000.00', minActiveMembers: 3, amount: '60.00' }], note: 'raise' });
    expect(OpsOverrideContractSchema.safeParse(terms).success).toBe(true);
    const share = overrideBody(dividend, { ...overrideValuesOf(dividend), status: 'ACTIVE', tiers: [{ minTeamNetLoss: '100', minActiveMembers: 2, sharePct: '15' }] });
    expect(share).toEqual({ status: 'ACTIVE', dividendTiers: [{ minTeamNetLoss: '100.00', minActiveMembers: 2, sharePct: 1500 }] });
    const back = overrideBody(salary, { ...overrideValuesOf(salary), effectiveFrom: dayjs('2026-11-19T00:00:00Z') });
    expect(back).toEqual({ effectiveFrom: '2026-11-19T00:00:00.000Z' });
    expect(OpsOverrideContractSchema.safeParse(back).success).toBe(true);
    // A note alone changes nothing.
    expect(overrideBody(salary, { ...overrideValuesOf(salary), note: 'why' })).toBeNull();
  });
  it('offers every other status', () => {
    expect(overrideStatuses('ACTIVE')).toEqual(['CANCELLED', 'SUPERSEDED', 'REJECTED']);
    expect(overrideStatuses('PENDING')).toEqual(['ACTIVE', 'CANCELLED', 'SUPERSEDED', 'REJECTED']);
  });
});

describe('new top-level contract', () => {
  it('starts as a daily salary with one empty tier', () => {
    expect(newContractValues()).toEqual({ account: '', kind: 'DAILY_SALARY', tiers: [{ minActiveMembers: 0 }] });
  });
  it('sends the tiers of its kind only, in the call schema', () => {
    const salaryBody = createContractBody({ account: ' agent01 ', kind: 'HOURLY_SALARY', tiers: [{ minTeamValidBet: '1,000', minActiveMembers: null, amount: '5.5' }] });
    expect(salaryBody).toEqual({ account: 'agent01', kind: 'HOURLY_SALARY', salaryTiers: [{ minTeamValidBet: '1000.00', minActiveMembers: 0, amount: '5.50' }] });
    expect(OpsCreateContractSchema.safeParse(salaryBody).success).toBe(true);
    const dividendBody = createContractBody({ account: 'agent01', kind: 'DIVIDEND', tiers: [{ minTeamNetLoss: '0', minActiveMembers: 2, sharePct: '20' }] });
    expect(dividendBody).toEqual({ account: 'agent01', kind: 'DIVIDEND', dividendTiers: [{ minTeamNetLoss: '0.00', minActiveMembers: 2, sharePct: 2000 }] });
    expect(OpsCreateContractSchema.safeParse(dividendBody).success).toBe(true);
  });
});

describe('site hosts', () => {
  it('offers member site, agent site and both, "both" being no mark', () => {
    expect(SITE_CHOICES).toEqual(['member', 'agent', 'both']);
    expect(siteChoiceOf(null)).toBe('both');
    expect(siteChoiceOf('agent')).toBe('agent');
    expect(siteHostBody(' Agents.Example.COM ', 'agent')).toEqual({ host: 'agents.example.com', kind: 'agent' });
    expect(siteHostBody('m.example.com', 'both')).toEqual({ host: 'm.example.com', kind: null });
    for (const c of SITE_CHOICES) expect(OpsSetSiteHostSchema.safeParse(siteHostBody('a.example.com', c)).success, c).toBe(true);
  });
  it('takes host names the call takes, no port or scheme', () => {
    for (const ok of ['agents.example.com', 'LOCALHOST', '127.0.0.1']) expect(hostOk(ok), ok).toBe(true);
    for (const bad of ['', 'https://a.example.com', 'a.example.com:8080', 'a b', undefined]) expect(hostOk(bad), String(bad)).toBe(false);
  });
});

describe('agent screens: calls and roles', () => {
  it('maps each action to its operator call', () => {
    expect(callOf('agentTree', 'list')).toBe('opsAgentTree');
    expect(callOf('agentTree', 'edit')).toBe('opsUpdateAgent');
    expect(callOf('agentContracts', 'list')).toBe('opsAgentContracts');
    expect(callOf('agentContracts', 'edit')).toBe('opsOverrideAgentContract');
    expect(callOf('agentStatements', 'list')).toBe('opsAgentStatements');
    expect(callOf('agentStatements', 'run')).toBe('opsRunAgentSettlement');
    expect(callOf('agentContracts', 'create')).toBe('opsCreateAgentContract');
    expect(callOf('agentSiteHosts', 'list')).toBe('opsAgentSiteHosts');
    expect(callOf('agentSiteHosts', 'set')).toBe('opsSetAgentSiteHost');
  });
  it('opens the Agents group to finance, risk and support by their calls; content never', () => {
    for (const role of ['finance', 'risk', 'support', 'admin'] as const) expect(canDo([role], 'agents', 'list'), role).toBe(true);
    expect(canDo(['content'], 'agents', 'list')).toBe(false);
    expect(canDo(['finance'], 'agentTree', 'edit')).toBe(true);
    expect(canDo(['support'], 'agentTree', 'list')).toBe(false);
    expect(canDo(['finance'], 'agentContracts', 'edit')).toBe(true);
    expect(canDo(['risk'], 'agentContracts', 'edit')).toBe(false);
    expect(canDo(['finance'], 'agentStatements', 'run')).toBe(true);
    expect(canDo(['support'], 'agentStatements', 'run')).toBe(false);
    expect(canDo(['finance'], 'agentContracts', 'create')).toBe(true);
    expect(canDo(['support'], 'agentContracts', 'create')).toBe(false);
    for (const role of ['finance', 'risk'] as const) expect(canDo([role], 'agentSiteHosts', 'set'), role).toBe(true);
    expect(canDo(['support'], 'agentSiteHosts', 'list')).toBe(false);
  });
});
