import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AgentContractPageSchema,
  AgentContractSchema,
  AgentIncomeSchema,
  AgentStatementPageSchema,
  AgentStatementRangePageSchema,
  AgentStatementSchema,
  CALLS,
  ContractInfoSchema,
  ContractRequestStatusSchema,
  CurrentSettlementSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsRunSettlementAnswerSchema,
  dividendFor,
  dividendWithin,
  periodOf,
  periodRange,
  previousPeriod,
  salaryFor,
  salaryWithin,
  type CallName,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { agentProfiles, agentStatements, auditLog, ledgerEntries } from '../src/db/schema.js';
import { agentContractJobs, contractRepo, storeSalary } from '../src/modules/agent-contracts/index.js';
import { describeEachDb, describeTwoJobInstances, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';
import { feedRound } from './team-feed-fixtures.js';
import { seedAgentContracts } from '../src/seed/agent-contracts-seed.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';

// ---- the math, table-driven ----

const S = (minTeamValidBet: bigint, minActiveMembers: number, amount: bigint) => ({ minTeamValidBet, minActiveMembers, amount });
const SALARY = [S(1_000_00n, 2, 10_00n), S(5_000_00n, 5, 60_00n), S(20_000_00n, 10, 300_00n)];
const D = (minTeamNetLoss: bigint, minActiveMembers: number, sharePct: number) => ({ minTeamNetLoss, minActiveMembers, sharePct });
const DIVIDEND = [D(1_00n, 1, 1000), D(10_000_00n, 5, 2500)];

describe('salary tiers', () => {
  it.each([
    ['nothing reached', 0n, 0, -1, 0n],
    ['bet reached, members short', 1_000_00n, 1, -1, 0n],
    ['members reached, bet short by one cent', 999_99n, 2, -1, 0n],
    ['exactly at the first minimums', 1_000_00n, 2, 0, 10_00n],
    ['second bet, first members only', 5_000_00n, 4, 0, 10_00n],
    ['exactly at the second', 5_000_00n, 5, 1, 60_00n],
    ['above the top', 1_000_000_00n, 100, 2, 300_00n],
    ['top bet, second members', 20_000_00n, 9, 1, 60_00n],
  ])('%s', (_n, validBet, activeMembers, tier, amount) => {
    expect(salaryFor(SALARY, { validBet, activeMembers })).toEqual({ tier, amount });
  });
  it('no tiers pays nothing', () => expect(salaryFor([], { validBet: 10n ** 12n, activeMembers: 999 })).toEqual({ tier: -1, amount: 0n }));
  it('picks the best paying tier whatever the order', () => {
    expect(salaryFor([...SALARY].reverse(), { validBet: 6_000_00n, activeMembers: 6 })).toEqual({ tier: 1, amount: 60_00n });
  });
});

describe('dividend tiers', () => {
  it.each([
    ['team won (negative net loss)', -5_000_00n, 10, -1, 0n],
    ['zero net loss', 0n, 10, -1, 0n],
    ['members short', 100_00n, 0, -1, 0n],
    ['first share', 100_00n, 1, 0, 10_00n],
    ['rounds down to the cent', 1_05n, 1, 0, 10n],
    ['exactly at the second minimums', 10_000_00n, 5, 1, 2_500_00n],
    ['second loss, first members', 10_000_00n, 4, 0, 1_000_00n],
  ])('%s', (_n, netLoss, activeMembers, tier, amount) => {
    expect(dividendFor(DIVIDEND, { netLoss, activeMembers })).toEqual({ tier, amount });
  });
});

describe('terms within the upline', () => {
  it('salary', () => {
    expect(salaryWithin([S(1_000_00n, 2, 10_00n)], SALARY)).toBe(true);
    expect(salaryWithin([S(1_000_00n, 2, 10_01n)], SALARY)).toBe(false);
    // Lower minimums than the upline's lowest tier: the upline would get nothing there.
    expect(salaryWithin([S(500_00n, 2, 1_00n)], SALARY)).toBe(false);
    expect(salaryWithin([S(6_000_00n, 6, 60_00n)], SALARY)).toBe(true);
    expect(salaryWithin([S(6_000_00n, 6, 60_00n)], [])).toBe(false);
  });
  it('dividend', () => {
    expect(dividendWithin([D(1_00n, 1, 1000)], DIVIDEND)).toBe(true);
    expect(dividendWithin([D(1_00n, 1, 1001)], DIVIDEND)).toBe(false);
    expect(dividendWithin([D(10_000_00n, 5, 2500)], DIVIDEND)).toBe(true);
    expect(dividendWithin([D(0n, 0, 100)], DIVIDEND)).toBe(false);
  });
});

describe('periods', () => {
  const at = new Date('2026-11-24T13:45:00Z');
  it('keys', () => {
    expect(periodOf('HOURLY_SALARY', at)).toBe('2026-11-24T13');
    expect(periodOf('DAILY_SALARY', at)).toBe('2026-11-24');
    expect(periodOf('DIVIDEND', at)).toBe('2026-11-H2');
    expect(periodOf('DIVIDEND', new Date('2026-11-15T23:59:59Z'))).toBe('2026-11-H1');
    expect(previousPeriod('DIVIDEND', new Date('2026-12-03T00:00:00Z'))).toBe('2026-11-H2');
    expect(previousPeriod('HOURLY_SALARY', new Date('2026-11-24T00:10:00Z'))).toBe('2026-11-23T23');
  });
  it('ranges', () => {
    expect(periodRange('DIVIDEND', '2026-02-H2')).toEqual({ from: new Date('2026-02-16T00:00:00Z'), to: new Date('2026-03-01T00:00:00Z') });
    expect(periodRange('DAILY_SALARY', '2026-02-31')).toBeNull();
    expect(periodRange('DAILY_SALARY', '2026-11-24T13')).toBeNull();
    expect(periodRange('HOURLY_SALARY', '2026-11-24T24')).toBeNull();
  });
});

// ---- the calls ----

const FIN = 'ops_k_agentcontracts-fin-0123456789';
const DAY = 86_400_000;
const yesterday = () => new Date(Date.now() - DAY).toISOString().slice(0, 10);

describeEachDb('agent contracts', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const ops = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    app().inject({ method, url: path.replace(':code', 'demo'), headers: { [OPS_TOKEN_HEADER]: FIN }, ...(payload ? { payload } : {}) });

  /** An agent (type 1) placed under `upline` in the network (or top-level). */
  async function agent(prefix: string, upline?: TestMember, type = 1): Promise<TestMember> {
    const m = await newMember(app(), prefix, type);
    let path = `/${m.id}/`;
    let depth = 0;
    if (upline) {
      const [p] = await db().select().from(agentProfiles).where(and(eq(agentProfiles.merchantId, m.merchantId), eq(agentProfiles.memberId, upline.id)));
      path = `${p!.path}${m.id}/`;
      depth = p!.depth + 1;
    }
    await db().insert(agentProfiles).values({ merchantId: m.merchantId, memberId: m.id, uplineId: upline?.id ?? null, path, depth, rebateBp: 100 });
    return m;
  }
  /** A round settled at `settledAt`, taken into the agent team feed the settlement reads (round.settled). */
  async function bet(m: TestMember, stake: bigint, payout: bigint, settledAt: Date) {
    await feedRound(app(), m, stake, payout, settledAt);
  }
  const tiers = (amount: string, minBet = '100.00', minActive = 1) => [{ minTeamValidBet: minBet, minActiveMembers: minActive, amount }];
  /** A top-level agent with the merchant's daily salary terms (operator). */
  async function topAgent(prefix: string, amount = '50.00') {
    await grantOpsKey(app(), FIN);
    const t = await agent(prefix);
    const res = await ops('POST', CALLS.opsCreateAgentContract.path, { account: t.username, kind: 'DAILY_SALARY', salaryTiers: tiers(amount) });
    expect(res.statusCode).toBe(200);
    return t;
  }
  const apply = (up: TestMember, down: TestMember, amount: string, minBet = '100.00') =>
    up.call('applyDailySal', { body: { downlineId: down.id, tiers: tiers(amount, minBet) } });

  it('proposal, prompt, reject, accept, supersede', async () => {
    const top = await topAgent('agct');
    const sub = await agent('agcs', top);
    const member = await newMember(app(), 'agcm', 0);
    const trial = await newMember(app(), 'agctr', 4);

    const empty = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
    expect(okValue(await sub.call('contractRequestStatus'), ContractRequestStatusSchema)).toEqual(empty);

    const p1 = okValue(await apply(top, sub, '20.00'), AgentContractSchema);
    expect(p1).toMatchObject({ status: 'PENDING', uplineId: top.id, downlineId: sub.id, salaryTiers: [{ minTeamValidBet: '100.00', minActiveMembers: 1, amount: '20.00' }] });
    // The same proposal again is the same proposal; other terms while it is pending are refused.
    expect(okValue(await apply(top, sub, '20.00'), AgentContractSchema).id).toBe(p1.id);
    expect(errorBody(await apply(top, sub, '21.00')).errorCode).toBe(ErrorCode.CONFLICT);

    expect(okValue(await sub.call('contractRequestStatus'), ContractRequestStatusSchema)).toEqual({ ...empty, dailysalreqtype: String(p1.id) });
    for (const other of [top, member, trial]) expect(okValue(await other.call('contractRequestStatus'), ContractRequestStatusSchema)).toEqual(empty);
    expect(okValue(await sub.call('dailySalReq'), AgentContractSchema.nullable())?.id).toBe(p1.id);

    // Only the addressee answers; the upline cannot accept for it.
    expect(errorBody(await top.call('processDailySal', { body: { id: p1.id, action: 'accept' } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    // The wrong kind's process call does not find it either.
    expect(errorBody(await sub.call('processDividend', { body: { id: p1.id, action: 'accept' } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(okValue(await sub.call('processDailySal', { body: { id: p1.id, action: 'reject' } }), AgentContractSchema).status).toBe('REJECTED');
    expect(okValue(await sub.call('processDailySal', { body: { id: p1.id, action: 'reject' } }), AgentContractSchema).status).toBe('REJECTED');
    expect(errorBody(await sub.call('processDailySal', { body: { id: p1.id, action: 'accept' } })).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
    expect(okValue(await sub.call('contractRequestStatus'), ContractRequestStatusSchema)).toEqual(empty);

    const p2 = okValue(await apply(top, sub, '20.00'), AgentContractSchema);
    const a2 = okValue(await sub.call('processDailySal', { body: { id: p2.id, action: 'accept' } }), AgentContractSchema);
    expect(a2.status).toBe('ACTIVE');
    expect(a2.effectiveFrom).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

    const p3 = okValue(await apply(top, sub, '30.00'), AgentContractSchema);
    // The upline withdraws it, then proposes again.
    expect(okValue(await top.call('cancelContract', { body: { id: p3.id } }), AgentContractSchema).status).toBe('CANCELLED');
    expect(errorBody(await sub.call('processDailySal', { body: { id: p3.id, action: 'accept' } })).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
    const p4 = okValue(await apply(top, sub, '30.00'), AgentContractSchema);
    okValue(await sub.call('processDailySal', { body: { id: p4.id, action: 'accept' } }), AgentContractSchema);

    const info = okValue(await sub.call('dailySalInfo'), ContractInfoSchema);
    expect(info.mine?.id).toBe(p4.id);
    expect(info.canPropose).toBe(true);
    const topInfo = okValue(await top.call('dailySalInfo'), ContractInfoSchema);
    expect(topInfo.mine?.upline).toBeNull();
    expect(topInfo.downlines.map((c) => c.id)).toEqual([p4.id]);
    const hist = okValue(await sub.call('dailySalHist', { query: { pageNo: '1' } }), AgentContractPageSchema);
    expect(hist.list.map((c) => [c.id, c.status])).toEqual([
      [p4.id, 'ACTIVE'],
      [p3.id, 'CANCELLED'],
      [p2.id, 'SUPERSEDED'],
      [p1.id, 'REJECTED'],
    ]);
  });

  it('only direct downline agents, within the upline terms', async () => {
    const top = await topAgent('agdt', '50.00');
    const sub = await agent('agds', top);
    const grandchild = await agent('agdg', sub);
    const sibling = await agent('agdx', top);
    const stranger = await topAgent('agdo');
    const plain = await agent('agdm', top, 0);

    expect(errorBody(await apply(top, grandchild, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await apply(top, stranger, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await apply(top, top, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await apply(top, plain, '10.00')).errorCode).toBe(ErrorCode.VALIDATION);
    // Above the upline's own terms, or below its lowest minimums.
    expect(errorBody(await apply(top, sub, '50.01')).errorCode).toBe(ErrorCode.VALIDATION);
    expect(errorBody(await apply(top, sub, '10.00', '99.99')).errorCode).toBe(ErrorCode.VALIDATION);
    // Siblings and uplines are not the caller's to propose to; a sub-agent without terms of its own proposes nothing.
    const s1 = okValue(await apply(top, sub, '50.00'), AgentContractSchema);
    okValue(await sub.call('processDailySal', { body: { id: s1.id, action: 'accept' } }), AgentContractSchema);
    expect(errorBody(await apply(sub, sibling, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await apply(sub, top, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await apply(sibling, grandchild, '10.00')).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await sibling.call('cancelContract', { body: { id: s1.id } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    expect(errorBody(await grandchild.call('applyDailySal', { body: { downlineId: sub.id, tiers: tiers('1.00') } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    // Bad input is a clear VALIDATION.
    expect(errorBody(await top.call('applyDailySal', { body: { downlineId: sub.id, tiers: [] } })).errorCode).toBe(ErrorCode.VALIDATION);
    expect(errorBody(await top.call('applyDividend', { body: { downlineId: sub.id, tiers: [{ minTeamNetLoss: '1', minActiveMembers: 1, sharePct: 10001 }] } })).errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect(errorBody(await top.call('applyDailySal', { body: { downlineId: sub.id, tiers: [...tiers('1.00'), ...tiers('2.00')] } })).errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('a member and a trial player are refused every agent-contracts call', async () => {
    const member = await newMember(app(), 'agrm', 0);
    const trial = await newMember(app(), 'agrt', 4);
    const bodies: Partial<Record<CallName, object>> = {
      applyDailySal: { downlineId: 1, tiers: tiers('1.00') },
      applyHourSal: { downlineId: 1, tiers: tiers('1.00') },
      applyDividend: { downlineId: 1, tiers: [{ minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 100 }] },
      processDailySal: { id: 1, action: 'accept' },
      processHourSal: { id: 1, action: 'accept' },
      processDividend: { id: 1, action: 'accept' },
      cancelContract: { id: 1 },
      payoutDividend: { contractId: 1, period: '2026-01-H1' },
    };
    const queries: Partial<Record<CallName, Record<string, string>>> = {
      dailySalHist: { pageNo: '1' },
      hourSalHist: { pageNo: '1' },
      dividendHist: { pageNo: '1' },
      queryDailySalary: { start: '2026-01-01', end: '2026-01-31' },
      queryDividend: { start: '2026-01-01', end: '2026-01-31' },
    };
    const names = (Object.keys(CALLS) as CallName[]).filter((n) => CALLS[n].domain === 'agent-contracts' && CALLS[n].access === 'member' && n !== 'contractRequestStatus');
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const opts = { ...(bodies[name] ? { body: bodies[name] } : {}), ...(queries[name] ? { query: queries[name] } : {}) };
      expect([name, errorBody(await member.call(name, opts)).errorCode]).toEqual([name, ErrorCode.FORBIDDEN]);
      expect([name, errorBody(await trial.call(name, opts)).errorCode]).toEqual([name, ErrorCode.FREE_REJECT]);
    }
  });

  /** A top agent, a sub-agent under a daily contract active since yesterday, and a team bet of 1000.00 yesterday. */
  async function backdated(prefix: string, amount = '20.00') {
    const top = await topAgent(`${prefix}t`);
    const sub = await agent(`${prefix}s`, top);
    const teamMember = await agent(`${prefix}m`, sub, 0);
    const p = okValue(await apply(top, sub, amount), AgentContractSchema);
    okValue(await sub.call('processDailySal', { body: { id: p.id, action: 'accept' } }), AgentContractSchema);
    const day = yesterday();
    const res = await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(p.id)), { effectiveFrom: `${day}T00:00:00.000Z` });
    expect(AgentContractSchema.parse(res.json().value).effectiveFrom).toBe(`${day}T00:00:00.000Z`);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsOverrideAgentContract'), eq(auditLog.target, `agent contract ${p.id}`)));
    expect(audit).toBeDefined();
    await bet(teamMember, 600_00n, 100_00n, new Date(`${day}T10:00:00Z`));
    await bet(sub, 400_00n, 0n, new Date(`${day}T11:00:00Z`));
    // Outside the period: not counted.
    await bet(teamMember, 999_00n, 0n, new Date(new Date(`${day}T00:00:00Z`).getTime() - 1));
    return { top, sub, teamMember, contractId: p.id, day };
  }
  const statementsOf = (contractId: number) => db().select().from(agentStatements).where(eq(agentStatements.contractId, contractId));
  const ledgerOf = (contractId: number) => db().select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `agent:DAILY_SALARY:${contractId}:%`));

  it('settles once from the upline wallet, re-run and concurrent runs pay nothing twice', async () => {
    const { top, sub, contractId, day } = await backdated('agp');
    await top.fund(100_00n);
    const run = okValue(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'DAILY_SALARY', period: day }), OpsRunSettlementAnswerSchema);
    expect(run).toMatchObject({ job: 'agent-daily-salary', period: day });
    const [row] = await statementsOf(contractId);
    expect(row).toMatchObject({ status: 'PAID', amount: 20_00n, validBet: 1_000_00n, netLoss: 900_00n, activeMembers: 2, tier: 0, period: day, uplineId: top.id, downlineId: sub.id });
    expect(await top.balance()).toBe(80_00n);
    expect(await sub.balance()).toBe(20_00n);

    // Re-runs: the operator's (forced), two at once through the runner, and two forced at once.
    okValue(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'DAILY_SALARY', period: day }), OpsRunSettlementAnswerSchema);
    await Promise.all([app().jobs.run('agent-daily-salary', top.merchantId, day), app().jobs.run('agent-daily-salary', top.merchantId, day)]);
    await Promise.all([1, 2].map(() => app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true })));
    expect(await statementsOf(contractId)).toHaveLength(1);
    expect((await ledgerOf(contractId)).map((e) => e.amount).sort()).toEqual([-20_00n, 20_00n].sort());
    expect(await top.balance()).toBe(80_00n);
    expect(await sub.balance()).toBe(20_00n);

    const received = okValue(await sub.call('queryDailySalary', { query: { start: day, end: day } }), AgentStatementPageSchema);
    expect(received.list.map((s) => [s.amount, s.status, s.upline])).toEqual([['20.00', 'PAID', top.username]]);
    const paid = okValue(await top.call('queryDailySalary', { query: { start: day, end: day, side: 'paid' } }), AgentStatementPageSchema);
    expect(paid.list).toHaveLength(1);
    const income = okValue(await sub.call('agentIncome'), AgentIncomeSchema);
    expect(BigInt(income.current.salary.replace('.', '')) + BigInt(income.previous.salary.replace('.', ''))).toBe(20_00n);
    const current = okValue(await sub.call('currentDailySalary'), CurrentSettlementSchema);
    expect(current).toMatchObject({ kind: 'DAILY_SALARY', period: new Date().toISOString().slice(0, 10), estimated: '0.00' });
    const opsList = await ops('GET', `${CALLS.opsAgentStatements.path}?account=${sub.username}`);
    expect(AgentStatementPageSchema.parse(opsList.json().value).list).toHaveLength(1);
    // Today is not over: refused.
    expect(errorBody(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'DAILY_SALARY', period: new Date().toISOString().slice(0, 10) })).errorCode).toBe(
      ErrorCode.VALIDATION,
    );
    expect(errorBody(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'DIVIDEND', period: day })).errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('statements of a day range: checked, paged, summed, and only the caller\'s own (sibling, upline, downline)', async () => {
    const { top, sub, teamMember, contractId, day } = await backdated('ags');
    await top.fund(100_00n);
    await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    const sibling = await agent('agsb', top);
    const grand = await agent('agsg', sub);
    // Two earlier periods of the same contract, one left unpaid, as the settlement writes them.
    const before = (n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const [d2, d3] = [before(2), before(3)];
    const row = (period: string, status: 'PAID' | 'UNPAID') => ({
      merchantId: top.merchantId, contractId, kind: 'DAILY_SALARY', period, periodStart: new Date(`${period}T00:00:00Z`), periodEnd: new Date(Date.parse(`${period}T00:00:00Z`) + DAY),
      uplineId: top.id, downlineId: sub.id, validBet: 1_000_00n, netLoss: 900_00n, activeMembers: 2, tier: 0, amount: 20_00n, status, reference: `agent:DAILY_SALARY:${contractId}:${period}`, paidAt: status === 'PAID' ? new Date() : null,
    });
    await db().insert(agentStatements).values([row(d2, 'PAID'), row(d3, 'UNPAID')]);
    const statements = async (m: TestMember, query: Record<string, string>, name: CallName = 'queryDailySalary') => okValue(await m.call(name, { query }), AgentStatementRangePageSchema);

    const page1 = await statements(sub, { start: d3, end: day, pageSize: '2' });
    expect(page1).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 3, totalAmount: '60.00', paidAmount: '40.00' });
    expect(page1.list.map((r) => r.period)).toEqual([day, d2]);
    const page2 = await statements(sub, { start: d3, end: day, pageSize: '2', pageNo: '2' });
    expect(page2).toMatchObject({ pageNo: 2, totalCount: 3, totalAmount: '60.00', paidAmount: '40.00' });
    expect(page2.list.map((r) => [r.period, r.status, r.upline])).toEqual([[d3, 'UNPAID', top.username]]);
    // The sums are the range's, not the page's: one day alone.
    expect(await statements(sub, { start: day, end: day })).toMatchObject({ totalCount: 1, totalAmount: '20.00', paidAmount: '20.00' });

    // The upline sees them among what it paid, never among its own; nobody else sees them at all.
    expect(await statements(top, { start: d3, end: day, side: 'paid' })).toMatchObject({ totalCount: 3, totalAmount: '60.00' });
    const topOwn = await statements(top, { start: d3, end: day });
    expect(topOwn.list.every((r) => r.downline === top.username)).toBe(true);
    for (const [who, side] of [[sibling, 'received'], [sibling, 'paid'], [grand, 'received'], [sub, 'paid']] as const) {
      expect(await statements(who, { start: d3, end: day, side }), `${who.username} ${side}`).toMatchObject({ list: [], totalCount: 0, totalAmount: '0.00', paidAmount: '0.00' });
    }
    expect(await statements(sibling, { start: d3, end: day }, 'queryDividend')).toMatchObject({ totalCount: 0 });
    // A member of the team is not an agent: refused, as every agent call.
    expect(errorBody(await teamMember.call('queryDailySalary', { query: { start: d3, end: day } })).errorCode).toBe(ErrorCode.FORBIDDEN);

    // The range: start on or before end, at most 92 days (both ends included), a page size within bounds.
    const refused = async (query: Record<string, string>, field: string, name: CallName = 'queryDailySalary') => {
      const res = await sub.call(name, { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(errorBody(res).value).toContainEqual(expect.objectContaining({ field }));
    };
    await refused({ start: day, end: d3 }, 'end');
    await refused({ start: day, end: d3 }, 'end', 'queryDividend');
    await refused({ start: '2026-01-01', end: '2026-04-03' }, 'end');
    await refused({ start: '2026-01-01', end: '2026-04-03', side: 'paid' }, 'end', 'queryDividend');
    await refused({ start: '2026-02-30', end: '2026-03-02' }, 'end');
    await refused({ start: 'yesterday', end: day }, 'start');
    await refused({ start: d3, end: day, pageSize: '500' }, 'pageSize');
    await refused({ start: d3, end: day, pageSize: '0' }, 'pageSize');
    expect(await statements(sub, { start: '2026-01-01', end: '2026-04-02' })).toMatchObject({ pageNo: 1 });
  });

  it('an upline short of money: unpaid, never negative, paid once it can', async () => {
    const { top, sub, contractId, day } = await backdated('agl');
    await top.fund(5_00n);
    await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    expect((await statementsOf(contractId)).map((s) => s.status)).toEqual(['UNPAID']);
    expect(await top.balance()).toBe(5_00n);
    expect(await sub.balance()).toBe(0n);
    await top.fund(100_00n);
    await Promise.all([1, 2].map(() => app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true })));
    expect((await statementsOf(contractId)).map((s) => [s.status, s.amount])).toEqual([['PAID', 20_00n]]);
    expect(await top.balance()).toBe(85_00n);
    expect(await sub.balance()).toBe(20_00n);
  });

  it('a top-level agent is paid by the house; a dividend on a losing-team period pays nothing', async () => {
    const top = await topAgent('agh', '50.00');
    const [c] = okValue(await ops('GET', `${CALLS.opsAgentContracts.path}?account=${top.username}`), AgentContractPageSchema).list;
    const day = yesterday();
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(c!.id)), { effectiveFrom: `${day}T00:00:00.000Z` });
    await bet(top, 200_00n, 0n, new Date(`${day}T12:00:00Z`));
    await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    expect(await top.balance()).toBe(50_00n);
    const entries = await top.entries();
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['agent-salary', 50_00n]]);

    // Dividend with the merchant: the team won in the period, so nothing is due and nothing is carried over.
    const div = await ops('POST', CALLS.opsCreateAgentContract.path, { account: top.username, kind: 'DIVIDEND', dividendTiers: [{ minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 2000 }] });
    const dc = AgentContractSchema.parse(div.json().value);
    const prev = previousPeriod('DIVIDEND', new Date());
    const range = periodRange('DIVIDEND', prev)!;
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(dc.id)), { effectiveFrom: range.from.toISOString() });
    await bet(top, 100_00n, 500_00n, new Date(range.from.getTime() + 3600_000));
    await app().jobs.run('agent-dividend', top.merchantId, prev, { force: true });
    expect(await statementsOf(dc.id)).toHaveLength(0);
    expect(okValue(await top.call('currentDividend'), CurrentSettlementSchema).kind).toBe('DIVIDEND');
  });

  it('the upline pays a due dividend early, once', async () => {
    const top = await topAgent('agv');
    await ops('POST', CALLS.opsCreateAgentContract.path, { account: top.username, kind: 'DIVIDEND', dividendTiers: [{ minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 3000 }] });
    const sub = await agent('agvs', top);
    const p = okValue(await top.call('applyDividend', { body: { downlineId: sub.id, tiers: [{ minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 2000 }] } }), AgentContractSchema);
    expect(okValue(await sub.call('contractRequestStatus'), ContractRequestStatusSchema).divtypecompperiodreq).toBe(String(p.id));
    okValue(await sub.call('processDividend', { body: { id: p.id, action: 'accept' } }), AgentContractSchema);
    const prev = previousPeriod('DIVIDEND', new Date());
    const range = periodRange('DIVIDEND', prev)!;
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(p.id)), { effectiveFrom: range.from.toISOString() });
    await bet(sub, 1_000_00n, 500_00n, new Date(range.from.getTime() + 3600_000));
    const payout = (period = prev) => top.call('payoutDividend', { body: { contractId: p.id, period } });
    expect(errorBody(await payout()).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    await top.fund(1_000_00n);
    expect(errorBody(await payout(periodOf('DIVIDEND', new Date()))).errorCode).toBe(ErrorCode.VALIDATION);
    expect(errorBody(await sub.call('payoutDividend', { body: { contractId: p.id, period: prev } })).errorCode).toBe(ErrorCode.NOT_FOUND);
    const st = okValue(await payout(), AgentStatementSchema);
    expect(st).toMatchObject({ amount: '100.00', netLoss: '500.00', status: 'PAID', kind: 'DIVIDEND' });
    expect(okValue(await payout(), AgentStatementSchema).id).toBe(st.id);
    await app().jobs.run('agent-dividend', top.merchantId, prev, { force: true });
    expect(await sub.balance()).toBe(100_00n);
    expect(await top.balance()).toBe(900_00n);
    expect(okValue(await sub.call('queryDividend', { query: { start: prev.slice(0, 7) + '-01', end: range.to.toISOString().slice(0, 10) } }), AgentStatementPageSchema).list).toHaveLength(1);
  });

  it('hourly salary from the house; a backdated successor does not pay a period twice', async () => {
    const top = await topAgent('aghr');
    const create = (amount: string) =>
      ops('POST', CALLS.opsCreateAgentContract.path, { account: top.username, kind: 'HOURLY_SALARY', salaryTiers: tiers(amount, '10.00') });
    const c1 = AgentContractSchema.parse((await create('2.00')).json().value);
    const hour = previousPeriod('HOURLY_SALARY', new Date());
    const range = periodRange('HOURLY_SALARY', hour)!;
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(c1.id)), { effectiveFrom: range.from.toISOString() });
    await bet(top, 20_00n, 0n, new Date(range.from.getTime() + 60_000));
    okValue(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'HOURLY_SALARY', period: hour }), OpsRunSettlementAnswerSchema);
    expect(await top.balance()).toBe(2_00n);
    // A new contract replaces it and an operator backdates the new one over the settled hour.
    const c2 = AgentContractSchema.parse((await create('3.00')).json().value);
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(c2.id)), { effectiveFrom: range.from.toISOString() });
    await app().jobs.run('agent-hourly-salary', top.merchantId, hour, { force: true });
    expect(await top.balance()).toBe(2_00n);
    const hist = okValue(await top.call('hourSalHist', { query: { pageNo: '1' } }), AgentContractPageSchema);
    expect(hist.list.map((c) => c.status)).toEqual(['ACTIVE', 'SUPERSEDED']);
    const st = okValue(await top.call('queryDailySalary', { query: { start: hour.slice(0, 10), end: hour.slice(0, 10), kind: 'HOURLY_SALARY' } }), AgentStatementPageSchema);
    expect(st.list.map((r) => [r.period, r.amount, r.upline])).toEqual([[hour, '2.00', null]]);
  });

  it('the e2e journey on the demo seed: agent01 -> subagent02 daily salary, backdated and settled', async () => {
    await grantOpsKey(app(), FIN);
    const merchantId = (await newMember(app(), 'agjx')).merchantId;
    const as = async (u: string): Promise<TestMember> => {
      const m = (await memberRepo.findByUsername(db(), merchantId, u))!;
      const token = newToken();
      await sessionRepo.insert(db(), { tokenHash: sha256Hex(token), merchantId, memberId: m.id, expiresAt: new Date(Date.now() + 3600_000), ip: null, device: null });
      const t = await newMember(app(), 'agjy');
      return { ...t, id: m.id, token, username: u, call: (name, opts = {}) => {
        const def = CALLS[name];
        const url = opts.query ? `${def.path}?${new URLSearchParams(opts.query).toString()}` : def.path;
        return app().inject({ method: def.method, url, headers: { Authorization: token }, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
      } };
    };
    const top = await as('agent01');
    const sub = await as('subagent02');
    const balance = async (id: number) => (await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, id))).reduce((s, e) => s + e.amount, 0n);
    const [topBefore, subBefore] = [await balance(top.id), await balance(sub.id)];
    const p = okValue(await top.call('applyDailySal', { body: { downlineId: sub.id, tiers: [{ minTeamValidBet: '0.00', minActiveMembers: 0, amount: '5.00' }] } }), AgentContractSchema);
    expect(okValue(await sub.call('contractRequestStatus'), ContractRequestStatusSchema).dailysalreqtype).toBe(String(p.id));
    okValue(await sub.call('processDailySal', { body: { id: p.id, action: 'accept' } }), AgentContractSchema);
    const day = yesterday();
    await ops('PUT', CALLS.opsOverrideAgentContract.path.replace(':id', String(p.id)), { effectiveFrom: `${day}T00:00:00.000Z` });
    okValue(await ops('POST', CALLS.opsRunAgentSettlement.path, { kind: 'DAILY_SALARY', period: day }), OpsRunSettlementAnswerSchema);
    const st = okValue(await sub.call('queryDailySalary', { query: { start: day, end: day } }), AgentStatementPageSchema);
    expect(st.list.map((r) => [r.amount, r.status, r.upline])).toEqual([['5.00', 'PAID', 'agent01']]);
    expect(await balance(sub.id)).toBe(subBefore + 5_00n);
    expect(await balance(top.id)).toBe(topBefore - 5_00n);
  });

  it('the demo seed: agent01 pays subagent01 through the ledger, subagent02 has a pending dividend, idempotent', async () => {
    const merchantId = (await newMember(app(), 'agseedx')).merchantId;
    const find = (u: string) => memberRepo.findByUsername(db(), merchantId, u);
    const top = (await find('agent01'))!;
    await db().insert(agentProfiles).values({ merchantId, memberId: top.id, path: `/${top.id}/`, depth: 0 }).onConflictDoNothing();
    // Without the agent seed (another part of issue 12), build the two sub-agents it makes, with bets.
    for (const u of ['subagent01', 'subagent02']) {
      if (await find(u)) continue;
      const m = (await memberRepo.insertIfAbsent(db(), { merchantId, username: u, passwordHash: 'x', type: 1 }))!;
      await db().insert(agentProfiles).values({ merchantId, memberId: m.id, uplineId: top.id, path: `/${top.id}/${m.id}/`, depth: 1 }).onConflictDoNothing();
      for (let i = 1; i <= 5; i++) await bet({ id: m.id, merchantId } as TestMember, 500_00n, 100_00n, new Date(Date.now() - i * DAY));
    }
    const sub1 = (await find('subagent01'))!;
    const sub2 = (await find('subagent02'))!;
    await seedAgentContracts(db(), merchantId);
    const rows = () => db().select().from(agentStatements).where(eq(agentStatements.downlineId, sub1.id));
    const first = await rows();
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.every((r) => r.status === 'PAID' && r.uplineId === top.id)).toBe(true);
    const ledger = await db().select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'agent:DAILY_SALARY:%'));
    await seedAgentContracts(db(), merchantId);
    expect(await rows()).toHaveLength(first.length);
    expect(await db().select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'agent:DAILY_SALARY:%'))).toHaveLength(ledger.length);
    // subagent02's home prompt.
    const token = newToken();
    await sessionRepo.insert(db(), { tokenHash: sha256Hex(token), merchantId, memberId: sub2.id, expiresAt: new Date(Date.now() + 3600_000), ip: null, device: null });
    const res = await app().inject({ method: 'GET', url: CALLS.contractRequestStatus.path, headers: { Authorization: token } });
    expect(okValue(res, ContractRequestStatusSchema).divtypecompperiodreq).not.toBe('');
  });
});

// Two server instances (two connection pools on PostgreSQL) settle the same period at once.
describeTwoJobInstances('agent settlement on two instances', agentContractJobs, (ctx) => {
  it('pays each contract once whichever instance runs, forced or not', async () => {
    const { app, other } = ctx();
    const db = app.db as Db;
    const day = '2026-01-09';
    const top = await newMember(app, 'ag2t', 1);
    await top.fund(1_000_00n);
    await db.insert(agentProfiles).values({ merchantId: top.merchantId, memberId: top.id, path: `/${top.id}/`, depth: 0 });
    const subs = await Promise.all([1, 2, 3].map(async (i) => {
      const s = await newMember(app, `ag2s${i}`, 1);
      await db.insert(agentProfiles).values({ merchantId: s.merchantId, memberId: s.id, uplineId: top.id, path: `/${top.id}/${s.id}/`, depth: 1 });
      await contractRepo.insert(db, {
        merchantId: s.merchantId, kind: 'DAILY_SALARY', status: 'ACTIVE', uplineId: top.id, downlineId: s.id,
        tiers: storeSalary([{ minTeamValidBet: '1.00', minActiveMembers: 1, amount: `${i}0.00` }]), effectiveFrom: new Date(`${day}T00:00:00Z`),
      });
      await feedRound(app, s, 10_00n, 0n, new Date(`${day}T05:00:00Z`));
      return s;
    }));
    await Promise.all([
      app.jobs.run('agent-daily-salary', top.merchantId, day),
      other.run('agent-daily-salary', top.merchantId, day),
      app.jobs.run('agent-daily-salary', top.merchantId, day, { force: true }),
      other.run('agent-daily-salary', top.merchantId, day, { force: true }),
    ]);
    expect((await Promise.all(subs.map((s) => s.balance()))).map(String)).toEqual(['1000', '2000', '3000']);
    expect(await top.balance()).toBe(1_000_00n - 60_00n);
    for (const s of subs) expect(await db.select().from(agentStatements).where(eq(agentStatements.downlineId, s.id))).toHaveLength(1);
  });
});
