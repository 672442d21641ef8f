import {
  CONTRACT_PAGE_SIZE,
  SETTLEMENT_JOB_OF,
  ErrorCode,
  dividendFor,
  minorToMoney,
  periodOf,
  periodRange,
  previousPeriod,
  salaryFor,
  type AgentIncome,
  type AgentStatement,
  type AgentStatementRangePage,
  type ContractKind,
  type CurrentSettlement,
  type PayoutDividend,
} from '@wps/contract';
import { pageCounts } from '../../platform/values.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { AgentContractRow, AgentStatementRow, Merchant } from '../../db/schema.js';
import { AppError, fieldError, isAppError } from '../../platform/envelope.js';
import { defineJob, type Job } from '../../platform/jobs.js';
import { credit, debit } from '../wallet/index.js';
import { requireAgent, requireTeamFeed, teamFigures } from './network.js';
import { contractRepo, currencyOf, ledgerCredits, statementRepo, type StatementWithNames } from './repo.js';
import { contractView, dividendMinor, isSalary, salaryMinor } from './service.js';

/** Ledger kinds of the payments (both sides of an upline's payment carry the same kind). */
const LEDGER_KIND: Record<ContractKind, string> = { DAILY_SALARY: 'agent-salary', HOURLY_SALARY: 'agent-salary', DIVIDEND: 'agent-dividend' };
/** Ledger kinds of money an upline hands a downline directly (agent module's transfers). */
export const TRANSFER_KINDS = ['agent-transfer'];

export const JOB_OF: Record<ContractKind, string> = SETTLEMENT_JOB_OF;
export const referenceOf = (kind: ContractKind, contractId: number, period: string) => `agent:${kind}:${contractId}:${period}`;

/** A contract's amount for a period from its downline's team figures: the tier reached and what it pays. */
export async function computeFor(db: Executor, merchantId: number, c: Pick<AgentContractRow, 'kind' | 'downlineId' | 'tiers'>, from: Date, to: Date) {
  const fig = await teamFigures(db, merchantId, c.downlineId, from, to);
  const kind = c.kind as ContractKind;
  const got = isSalary(kind)
    ? salaryFor(salaryMinor(c.tiers), { validBet: fig.validBet, activeMembers: fig.activeMembers })
    : dividendFor(dividendMinor(c.tiers), { netLoss: fig.ggr, activeMembers: fig.activeMembers });
  return { validBet: fig.validBet, netLoss: fig.ggr, activeMembers: fig.activeMembers, ...got };
}

/**
 * Moves a statement's amount: from the upline's wallet to the downline's (debit and credit in one savepoint), or from
 * the house (credit only) for a contract with the merchant. The refusal, with nothing moved, when the upline's balance
 * does not cover it (INSUFFICIENT_FUNDS) or is held by an open bonus turnover (TURNOVER_OPEN): the row stays UNPAID
 * and is tried again later (never a negative balance); null when paid.
 */
async function payStatement(tx: Tx, merchantId: number, s: AgentStatementRow, now: Date): Promise<AppError | null> {
  const currency = await currencyOf(tx, merchantId);
  const kind = LEDGER_KIND[s.kind as ContractKind];
  try {
    await tx.transaction(async (sp) => {
      if (s.uplineId !== null) await debit(sp, { merchantId, memberId: s.uplineId, currency, amount: s.amount, kind, idempotencyKey: `${s.reference}:debit` });
      await credit(sp, { merchantId, memberId: s.downlineId, currency, amount: s.amount, kind, idempotencyKey: s.reference });
    });
  } catch (err) {
    // Money under the upline's open bonus turnover cannot go to another member either: unpaid until it is met.
    if (isAppError(err) && (err.code === ErrorCode.INSUFFICIENT_FUNDS || err.code === ErrorCode.TURNOVER_OPEN)) return err;
    throw err;
  }
  await statementRepo.markPaid(tx, s.id, now);
  return null;
}

/**
 * Settles one contract for one finished period, exactly once: the statement row (unique per contract and period, and
 * by reference) is written in the transaction that moves the money; a second runner waits on that row and then finds
 * it. Answers the row (null when the period pays nothing), the amount paid now, and why an unpaid row was not paid.
 */
export async function settleContract(
  tx: Tx,
  merchantId: number,
  contractId: number,
  period: string,
  now = new Date(),
): Promise<{ row: AgentStatementRow | null; paid: bigint; refusal?: AppError }> {
  const existing = await statementRepo.byContractPeriod(tx, merchantId, contractId, period);
  if (existing) {
    if (existing.status === 'PAID') return { row: existing, paid: 0n };
    const refusal = await payStatement(tx, merchantId, existing, now);
    return refusal ? { row: existing, paid: 0n, refusal } : { row: { ...existing, status: 'PAID', paidAt: now }, paid: existing.amount };
  }
  const c = await contractRepo.byId(tx, merchantId, contractId);
  const kind = c?.kind as ContractKind;
  const range = c && periodRange(kind, period);
  if (!c || !range) return { row: null, paid: 0n };
  // Not yet (BUSY) while round events of the period wait to be taken into the team feed: see requireTeamFeed.
  await requireTeamFeed(tx, merchantId, range.to);
  const got = await computeFor(tx, merchantId, c, range.from, range.to);
  if (got.amount <= 0n) return { row: null, paid: 0n };
  const row = await statementRepo.insert(tx, {
    merchantId,
    contractId,
    kind,
    period,
    periodStart: range.from,
    periodEnd: range.to,
    uplineId: c.uplineId,
    downlineId: c.downlineId,
    validBet: got.validBet,
    netLoss: got.netLoss,
    activeMembers: got.activeMembers,
    tier: got.tier,
    amount: got.amount,
    status: 'UNPAID',
    reference: referenceOf(kind, contractId, period),
  });
  // Null: another runner wrote this period's row first (and paid it, or left it unpaid for the next run).
  if (!row) return { row: await statementRepo.byContractPeriod(tx, merchantId, contractId, period), paid: 0n };
  const refusal = await payStatement(tx, merchantId, row, now);
  return refusal ? { row, paid: 0n, refusal } : { row: { ...row, status: 'PAID', paidAt: now }, paid: row.amount };
}

interface SettleUnit {
  contractId: number;
  period: string;
}

/** A kind's settlement as a scheduled job: the schedule settles the period that just ended. */
function settlementJob(kind: ContractKind): Job {
  return defineJob<SettleUnit>({
    name: JOB_OF[kind],
    period: (now) => previousPeriod(kind, now),
    isPeriod: (p) => periodRange(kind, p) !== null,
    async units(db, merchantId, period) {
      const range = periodRange(kind, period)!;
      // One contract per downline and period: the newest when an operator's backdating made two overlap.
      const byDownline = new Map<number, AgentContractRow>();
      for (const c of await contractRepo.covering(db, merchantId, kind, range.from, range.to)) byDownline.set(c.downlineId, c);
      const units: SettleUnit[] = [...byDownline.values()].map((c) => ({ contractId: c.id, period }));
      // Earlier periods left unpaid (the upline's balance was short) are tried again with every run.
      for (const s of await statementRepo.unpaid(db, merchantId, kind, range.from)) units.push({ contractId: s.contractId, period: s.period });
      return units;
    },
    async apply(tx, merchantId, _period, unit) {
      // A period whose rounds the team feed has not all taken in throws BUSY here: the unit fails, the run ends failed
      // and the schedule settles the period on a later try (platform/jobs.ts retryMs), once the feed has caught up.
      const { paid } = await settleContract(tx, merchantId, unit.contractId, unit.period);
      return paid > 0n ? paid : null;
    },
  });
}

/** The module's scheduled jobs: hourly salary, daily salary, half-month dividend. */
export const agentContractJobs = (): Job[] => (['HOURLY_SALARY', 'DAILY_SALARY', 'DIVIDEND'] as const).map(settlementJob);

// ---- member views ----

export function statementView(s: StatementWithNames): AgentStatement {
  return {
    id: s.id,
    contractId: s.contractId,
    kind: s.kind as ContractKind,
    period: s.period,
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    upline: s.upline,
    downline: s.downline,
    validBet: minorToMoney(s.validBet),
    netLoss: minorToMoney(s.netLoss),
    activeMembers: s.activeMembers,
    tier: s.tier,
    amount: minorToMoney(s.amount),
    status: s.status as AgentStatement['status'],
    paidAt: s.paidAt ? s.paidAt.toISOString() : null,
  };
}

/** The current period so far (an estimate: the period is settled once it has ended). */
export async function currentSettlement(db: Db, merchant: Merchant, memberId: number, kind: ContractKind, now = new Date()): Promise<CurrentSettlement> {
  await requireAgent(db, merchant, memberId);
  const period = periodOf(kind, now);
  const range = periodRange(kind, period)!;
  const c = await contractRepo.ofDownline(db, merchant.id, memberId, kind, 'ACTIVE');
  const got = await computeFor(db, merchant.id, { kind, downlineId: memberId, tiers: c?.tiers ?? [] }, range.from, now);
  return {
    kind,
    period,
    periodStart: range.from.toISOString(),
    periodEnd: range.to.toISOString(),
    contract: c && contractView(c),
    validBet: minorToMoney(got.validBet),
    netLoss: minorToMoney(got.netLoss),
    activeMembers: got.activeMembers,
    tier: got.tier,
    estimated: minorToMoney(got.amount),
  };
}

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);

/**
 * Statements by period start day range (inclusive days), the caller's own or those it paid, with the range's sums.
 * Only rows the caller is a side of: there is no member id to ask about anyone else's.
 */
export async function queryStatements(
  db: Db,
  merchant: Merchant,
  memberId: number,
  kind: ContractKind,
  q: { start: string; end: string; pageNo: number; pageSize?: number; side: 'received' | 'paid' },
): Promise<AgentStatementRangePage> {
  await requireAgent(db, merchant, memberId);
  const from = dayStart(q.start);
  const to = new Date(dayStart(q.end).getTime() + 86_400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) throw fieldError('start', 'start must be on or before end');
  const size = q.pageSize ?? CONTRACT_PAGE_SIZE;
  const side = q.side === 'paid' ? { uplineId: memberId } : { downlineId: memberId };
  const filter = { kind, ...side, from, to };
  const [{ rows, total }, sums] = await Promise.all([statementRepo.page(db, merchant.id, filter, size, (q.pageNo - 1) * size), statementRepo.sums(db, merchant.id, filter)]);
  return { list: rows.map(statementView), ...pageCounts(q.pageNo, total, size), totalAmount: minorToMoney(sums.total), paidAmount: minorToMoney(sums.paid) };
}

/**
 * The upline pays a finished period's dividend to its direct downline now (the job would pay it too: whichever comes
 * first pays, once). INSUFFICIENT_FUNDS when the upline's balance does not cover it, TURNOVER_OPEN while the upline's
 * bonus turnover holds it (nothing is recorded then).
 */
export async function payoutDividend(db: Db, merchant: Merchant, uplineId: number, b: PayoutDividend, now = new Date()): Promise<AgentStatement> {
  await requireAgent(db, merchant, uplineId);
  const c = await contractRepo.byId(db, merchant.id, b.contractId);
  if (!c || c.uplineId !== uplineId || c.kind !== 'DIVIDEND') throw new AppError(ErrorCode.NOT_FOUND);
  const range = periodRange('DIVIDEND', b.period);
  if (!range) throw fieldError('period', 'not a half-month period');
  if (range.to > now) throw fieldError('period', 'the period has not ended');
  const covers = c.effectiveFrom !== null && c.effectiveFrom < range.to && (c.endedAt === null || c.endedAt >= range.to) && c.status !== 'PENDING' && c.status !== 'REJECTED';
  if (!covers) throw fieldError('period', 'the contract does not cover this period');
  const id = await db.transaction(async (tx) => {
    const { row, refusal } = await settleContract(tx, merchant.id, c.id, b.period, now);
    if (!row) throw fieldError('period', 'no dividend is due for this period');
    if (row.status !== 'PAID') throw refusal ?? new AppError(ErrorCode.INSUFFICIENT_FUNDS);
    return row.id;
  });
  const { rows } = await statementRepo.page(db, merchant.id, { period: b.period, uplineId }, 1000, 0);
  return statementView(rows.find((r) => r.id === id)!);
}

/** Income this and last half-month: salaries and dividends paid to the caller, and transfers it received. */
export async function agentIncome(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<AgentIncome> {
  await requireAgent(db, merchant, memberId);
  const cur = periodOf('DIVIDEND', now);
  const prev = previousPeriod('DIVIDEND', now);
  const one = async (period: string) => {
    const r = periodRange('DIVIDEND', period)!;
    const paid = await statementRepo.paidTo(db, merchant.id, memberId, r.from, r.to);
    const salary = paid.filter((p) => p.kind !== 'DIVIDEND').reduce((s, p) => s + p.total, 0n);
    const dividend = paid.filter((p) => p.kind === 'DIVIDEND').reduce((s, p) => s + p.total, 0n);
    const transfers = await ledgerCredits(db, merchant.id, memberId, TRANSFER_KINDS, r.from, r.to);
    return {
      period,
      from: r.from.toISOString(),
      to: r.to.toISOString(),
      salary: minorToMoney(salary),
      dividend: minorToMoney(dividend),
      transfers: minorToMoney(transfers),
      total: minorToMoney(salary + dividend + transfers),
    };
  };
  return { current: await one(cur), previous: await one(prev) };
}
