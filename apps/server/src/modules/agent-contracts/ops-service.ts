import {
  CONTRACT_PAGE_SIZE,
  ErrorCode,
  isAgentForMenus,
  type AgentContract,
  type AgentContractPage,
  type AgentStatementPage,
  type ContractKind,
  type ContractStatus,
  type OpsCreateContract,
  type OpsJobRun,
  type OpsOverrideContract,
  type OpsRunSettlement,
  type StatementStatus,
} from '@wps/contract';
import { pageCounts } from '../../platform/values.js';
import type { Db } from '../../db/client.js';
import type { Merchant, StoredTier } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { jobRunView, type JobRunner } from '../../platform/jobs.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { agentOf } from './network.js';
import { contractRepo, memberByAccount, statementRepo } from './repo.js';
import { contractView, isSalary, periodStartOf, storeDividend, storeSalary } from './service.js';
import { JOB_OF, statementView } from './settlement.js';


export async function opsContracts(db: Db, merchant: Merchant, q: { pageNo: number; kind?: ContractKind | undefined; status?: ContractStatus | undefined; account?: string | undefined }): Promise<AgentContractPage> {
  const size = CONTRACT_PAGE_SIZE;
  const { rows, total } = await contractRepo.page(db, merchant.id, { kind: q.kind, status: q.status, account: q.account }, size, (q.pageNo - 1) * size);
  return { list: rows.map(contractView), ...pageCounts(q.pageNo, total, size) };
}

export async function opsStatements(
  db: Db,
  merchant: Merchant,
  q: { pageNo: number; kind?: ContractKind | undefined; status?: StatementStatus | undefined; period?: string | undefined; account?: string | undefined },
): Promise<AgentStatementPage> {
  const size = CONTRACT_PAGE_SIZE;
  const { rows, total } = await statementRepo.page(db, merchant.id, q, size, (q.pageNo - 1) * size);
  return { list: rows.map(statementView), ...pageCounts(q.pageNo, total, size) };
}

function tiersFor(kind: ContractKind, b: { salaryTiers?: OpsCreateContract['salaryTiers']; dividendTiers?: OpsCreateContract['dividendTiers'] }): StoredTier[] | undefined {
  if (isSalary(kind)) {
    if (b.dividendTiers) throw fieldError('dividendTiers', 'a salary contract has salary tiers');
    return b.salaryTiers && storeSalary(b.salaryTiers);
  }
  if (b.salaryTiers) throw fieldError('salaryTiers', 'a dividend contract has dividend tiers');
  return b.dividendTiers && storeDividend(b.dividendTiers);
}

/** A top-level agent's contract with the merchant: active at once, retiring its previous one of the kind. */
export async function opsCreateContract(ctx: OpsContext, merchant: Merchant, b: OpsCreateContract, now = new Date()): Promise<AgentContract> {
  const m = await memberByAccount(ctx.db, merchant.id, b.account);
  if (!m) throw new AppError(ErrorCode.NOT_FOUND);
  if (!isAgentForMenus(m.type)) throw fieldError('account', 'not an agent');
  const profile = await agentOf(ctx.db, merchant.id, m.id);
  if (profile?.uplineId) throw fieldError('account', 'has an upline: its contract is with the upline');
  const tiers = tiersFor(b.kind, b);
  if (!tiers?.length) throw fieldError(isSalary(b.kind) ? 'salaryTiers' : 'dividendTiers', 'at least one tier');
  const from = periodStartOf(b.kind, now);
  await contractRepo.supersede(ctx.db, merchant.id, m.id, b.kind, from);
  const row = await contractRepo.insert(ctx.db, { merchantId: merchant.id, kind: b.kind, status: 'ACTIVE', uplineId: null, downlineId: m.id, tiers, decidedAt: now, effectiveFrom: from });
  if (!row) throw new AppError(ErrorCode.CONFLICT);
  ctx.audit.target = `agent contract ${row.id}`;
  return contractView((await contractRepo.byId(ctx.db, merchant.id, row.id))!);
}

/**
 * An operator's override (audited with before and after): new terms, a status, or `effectiveFrom` (moving it earlier
 * makes earlier finished periods settle with the next run of each). Activating retires the downline's other ACTIVE
 * contract of the kind; ending an active one stops it at the start of the current period.
 */
export async function opsOverrideContract(ctx: OpsContext, merchant: Merchant, id: number, b: OpsOverrideContract, now = new Date()): Promise<AgentContract> {
  const row = await contractRepo.lock(ctx.db, merchant.id, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const before = await contractRepo.byId(ctx.db, merchant.id, id);
  ctx.audit.target = `agent contract ${id}`;
  ctx.audit.before = before && contractView(before);
  const kind = row.kind as ContractKind;
  const tiers = tiersFor(kind, b);
  const patch: Parameters<typeof contractRepo.update>[2] = {};
  if (tiers) patch.tiers = tiers;
  if (b.status && b.status !== row.status) {
    patch.status = b.status;
    patch.decidedAt = now;
    if (b.status === 'ACTIVE') {
      await contractRepo.supersede(ctx.db, merchant.id, row.downlineId, kind, periodStartOf(kind, now));
      patch.effectiveFrom = row.effectiveFrom ?? periodStartOf(kind, now);
      patch.endedAt = null;
    } else if (row.status === 'ACTIVE') {
      patch.endedAt = periodStartOf(kind, now);
    }
  }
  if (b.effectiveFrom) {
    const at = new Date(b.effectiveFrom);
    if (at > now) throw fieldError('effectiveFrom', 'not in the future');
    patch.effectiveFrom = at;
  }
  if (Object.keys(patch).length) await contractRepo.update(ctx.db, id, patch);
  return contractView((await contractRepo.byId(ctx.db, merchant.id, id))!);
}

/**
 * Runs a kind's settlement for a finished period now (in the operator's audited transaction; each contract in a
 * savepoint). Periods already paid pay nothing again; a period not yet over is refused.
 */
export async function runSettlementNow(ctx: OpsContext, jobs: JobRunner, merchant: Merchant, b: OpsRunSettlement, now = new Date()): Promise<OpsJobRun | null> {
  const job = jobs.job(JOB_OF[b.kind]);
  if (!job) throw new AppError(ErrorCode.NOT_FOUND);
  if (!job.isPeriod(b.period)) throw fieldError('period', `not a period of ${b.kind}`);
  if (b.period > job.period(now)) throw fieldError('period', `${b.period} is not over yet`);
  ctx.audit.target = `job ${job.name} ${b.period}`;
  const run = await jobs.run(job.name, merchant.id, b.period, { db: ctx.db, force: true, requestedBy: ctx.operator.username });
  return run && jobRunView(run);
}
