import {
  CONTRACT_PAGE_SIZE,
  ErrorCode,
  dividendWithin,
  isAgentForContractPrompt,
  isAgentForMenus,
  minorToMoney,
  moneyToMinor,
  periodOf,
  periodRange,
  salaryWithin,
  type AgentContract,
  type AgentContractPage,
  type ContractInfo,
  type ContractKind,
  type ContractRequestStatus,
  type DividendTierInput,
  type DividendTierMinor,
  type ProcessContract,
  type SalaryTierInput,
  type SalaryTierMinor,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant, StoredTier } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { isoOrNull, pageCounts } from '../../platform/values.js';
import { isDirectDownline, requireAgent } from './network.js';
import { contractRepo, memberById, type ContractWithNames } from './repo.js';

export const isSalary = (kind: ContractKind) => kind !== 'DIVIDEND';

// ---- tiers: edge <-> stored <-> math ----

export function storeSalary(tiers: readonly SalaryTierInput[]): StoredTier[] {
  const out = tiers.map((t) => ({ minTeamValidBet: String(moneyToMinor(t.minTeamValidBet)), minActiveMembers: t.minActiveMembers, amount: String(moneyToMinor(t.amount)) }));
  if (out.some((t) => t.amount === '0')) throw fieldError('tiers', 'a tier pays an amount above zero');
  return sortTiers(out, (t) => BigInt(t.minTeamValidBet ?? 0));
}
export function storeDividend(tiers: readonly DividendTierInput[]): StoredTier[] {
  const out = tiers.map((t) => ({ minTeamNetLoss: String(moneyToMinor(t.minTeamNetLoss)), minActiveMembers: t.minActiveMembers, sharePct: t.sharePct }));
  return sortTiers(out, (t) => BigInt(t.minTeamNetLoss ?? 0));
}
/** Lowest minimums first; two tiers with the same minimums are ambiguous and refused. */
function sortTiers(tiers: StoredTier[], first: (t: StoredTier) => bigint): StoredTier[] {
  const sorted = [...tiers].sort((a, b) => {
    const d = first(a) - first(b);
    return d !== 0n ? (d < 0n ? -1 : 1) : a.minActiveMembers - b.minActiveMembers;
  });
  for (let i = 1; i < sorted.length; i++) {
    if (first(sorted[i]!) === first(sorted[i - 1]!) && sorted[i]!.minActiveMembers === sorted[i - 1]!.minActiveMembers) {
      throw fieldError('tiers', 'two tiers have the same minimums');
    }
  }
  return sorted;
}
export const salaryMinor = (tiers: readonly StoredTier[]): SalaryTierMinor[] =>
  tiers.map((t) => ({ minTeamValidBet: BigInt(t.minTeamValidBet ?? '0'), minActiveMembers: t.minActiveMembers, amount: BigInt(t.amount ?? '0') }));
export const dividendMinor = (tiers: readonly StoredTier[]): DividendTierMinor[] =>
  tiers.map((t) => ({ minTeamNetLoss: BigInt(t.minTeamNetLoss ?? '0'), minActiveMembers: t.minActiveMembers, sharePct: t.sharePct ?? 0 }));

export function contractView(c: ContractWithNames): AgentContract {
  const salary = isSalary(c.kind as ContractKind);
  return {
    id: c.id,
    kind: c.kind as ContractKind,
    status: c.status as AgentContract['status'],
    uplineId: c.uplineId,
    upline: c.upline,
    downlineId: c.downlineId,
    downline: c.downline,
    salaryTiers: salary
      ? c.tiers.map((t) => ({ minTeamValidBet: minorToMoney(BigInt(t.minTeamValidBet ?? '0')), minActiveMembers: t.minActiveMembers, amount: minorToMoney(BigInt(t.amount ?? '0')) }))
      : [],
    dividendTiers: salary ? [] : c.tiers.map((t) => ({ minTeamNetLoss: minorToMoney(BigInt(t.minTeamNetLoss ?? '0')), minActiveMembers: t.minActiveMembers, sharePct: t.sharePct ?? 0 })),
    createdAt: c.createdAt.toISOString(),
    decidedAt: isoOrNull(c.decidedAt),
    effectiveFrom: isoOrNull(c.effectiveFrom),
  };
}

/** The downline's terms stay within the upline's active terms of the kind (VALIDATION otherwise). */
export function assertWithin(kind: ContractKind, tiers: readonly StoredTier[], upline: readonly StoredTier[]): void {
  const ok = isSalary(kind) ? salaryWithin(salaryMinor(tiers), salaryMinor(upline)) : dividendWithin(dividendMinor(tiers), dividendMinor(upline));
  if (!ok) throw fieldError('tiers', 'terms exceed your own contract');
}

// Field by field: jsonb does not keep key order.
const tierKey = (t: StoredTier) => [t.minTeamValidBet ?? '', t.minTeamNetLoss ?? '', t.minActiveMembers, t.amount ?? '', t.sharePct ?? ''].join('|');
const sameTiers = (a: readonly StoredTier[], b: readonly StoredTier[]) => a.map(tierKey).join(';') === b.map(tierKey).join(';');

/** Start of the period of `kind` containing `at`: an accepted contract covers it whole. */
export const periodStartOf = (kind: ContractKind, at: Date): Date => periodRange(kind, periodOf(kind, at))!.from;

// ---- calls ----

export async function contractInfo(db: Db, merchant: Merchant, memberId: number, kind: ContractKind): Promise<ContractInfo> {
  await requireAgent(db, merchant, memberId);
  const [mine, pending, downlines] = await Promise.all([
    contractRepo.ofDownline(db, merchant.id, memberId, kind, 'ACTIVE'),
    contractRepo.ofDownline(db, merchant.id, memberId, kind, 'PENDING'),
    contractRepo.madeBy(db, merchant.id, memberId, kind),
  ]);
  return { kind, mine: mine && contractView(mine), pending: pending && contractView(pending), downlines: downlines.map(contractView), canPropose: mine !== null };
}

/**
 * An upline proposes terms to a direct downline agent. Only direct downlines (anyone else: NOT_FOUND, as if unknown),
 * only agents, only within the caller's own active terms. The same terms again while pending answer that proposal
 * (a resubmit); other terms while one is pending are refused (the upline withdraws it first).
 */
export async function applyContract(db: Db, merchant: Merchant, uplineId: number, kind: ContractKind, downlineId: number, tiers: StoredTier[]): Promise<AgentContract> {
  await requireAgent(db, merchant, uplineId);
  if (downlineId === uplineId || !(await isDirectDownline(db, merchant.id, uplineId, downlineId))) throw new AppError(ErrorCode.NOT_FOUND);
  const downline = await memberById(db, merchant.id, downlineId);
  if (!downline) throw new AppError(ErrorCode.NOT_FOUND);
  if (!isAgentForMenus(downline.type)) throw fieldError('downlineId', 'not an agent');
  const own = await contractRepo.ofDownline(db, merchant.id, uplineId, kind, 'ACTIVE');
  if (!own) throw fieldError('tiers', 'you have no active contract of this kind');
  assertWithin(kind, tiers, own.tiers);

  const made = await contractRepo.insert(db, { merchantId: merchant.id, kind, status: 'PENDING', uplineId, downlineId, tiers });
  const row = made ? await contractRepo.byId(db, merchant.id, made.id) : await contractRepo.ofDownline(db, merchant.id, downlineId, kind, 'PENDING');
  if (!row) throw new AppError(ErrorCode.CONFLICT);
  if (!made && (row.uplineId !== uplineId || !sameTiers(row.tiers, tiers))) {
    throw new AppError(ErrorCode.CONFLICT, { detail: 'a proposal of this kind is already pending' });
  }
  return contractView(row);
}

/** The pending proposal of a kind addressed to the caller. */
export async function pendingRequest(db: Db, merchant: Merchant, memberId: number, kind: ContractKind): Promise<AgentContract | null> {
  await requireAgent(db, merchant, memberId);
  const row = await contractRepo.ofDownline(db, merchant.id, memberId, kind, 'PENDING');
  return row && contractView(row);
}

/**
 * The downline accepts or rejects a proposal (row locked: two answers take turns). Accepting retires the older ACTIVE
 * contract of the kind and covers periods from the start of the current one. Replaying the same answer is harmless.
 */
export async function processContract(db: Db, merchant: Merchant, memberId: number, kind: ContractKind, b: ProcessContract, now = new Date()): Promise<AgentContract> {
  await requireAgent(db, merchant, memberId);
  const id = await db.transaction(async (tx) => {
    const row = await contractRepo.lock(tx, merchant.id, b.id);
    if (!row || row.downlineId !== memberId || row.kind !== kind) throw new AppError(ErrorCode.NOT_FOUND);
    if (row.status !== 'PENDING') {
      const replay = (b.action === 'accept' && (row.status === 'ACTIVE' || row.status === 'SUPERSEDED')) || (b.action === 'reject' && row.status === 'REJECTED');
      if (replay) return row.id;
      throw new AppError(ErrorCode.ALREADY_DECIDED);
    }
    if (b.action === 'reject') {
      await contractRepo.update(tx, row.id, { status: 'REJECTED', decidedAt: now });
      return row.id;
    }
    // The upline's terms may have changed since the proposal: still within them?
    if (row.uplineId !== null) {
      const own = await contractRepo.ofDownline(tx, merchant.id, row.uplineId, kind, 'ACTIVE');
      if (!own) throw new AppError(ErrorCode.CONFLICT, { detail: 'the upline has no active contract of this kind' });
      assertWithin(kind, row.tiers, own.tiers);
    }
    await contractRepo.supersede(tx, merchant.id, memberId, kind, periodStartOf(kind, now));
    await contractRepo.update(tx, row.id, { status: 'ACTIVE', decidedAt: now, effectiveFrom: periodStartOf(kind, now) });
    return row.id;
  });
  return contractView((await contractRepo.byId(db, merchant.id, id))!);
}

/** The upline withdraws its pending proposal. */
export async function cancelContract(db: Db, merchant: Merchant, uplineId: number, id: number, now = new Date()): Promise<AgentContract> {
  await requireAgent(db, merchant, uplineId);
  await db.transaction(async (tx) => {
    const row = await contractRepo.lock(tx, merchant.id, id);
    if (!row || row.uplineId !== uplineId) throw new AppError(ErrorCode.NOT_FOUND);
    if (row.status === 'CANCELLED') return;
    if (row.status !== 'PENDING') throw new AppError(ErrorCode.ALREADY_DECIDED);
    await contractRepo.update(tx, row.id, { status: 'CANCELLED', decidedAt: now });
  });
  return contractView((await contractRepo.byId(db, merchant.id, id))!);
}

/** Contracts of a kind the caller is either side of, newest first. */
export async function contractHistory(db: Db, merchant: Merchant, memberId: number, kind: ContractKind, pageNo: number): Promise<AgentContractPage> {
  await requireAgent(db, merchant, memberId);
  const size = CONTRACT_PAGE_SIZE;
  const { rows, total } = await contractRepo.page(db, merchant.id, { kind, memberId }, size, (pageNo - 1) * size);
  return { list: rows.map(contractView), ...pageCounts(pageNo, total, size) };
}

const PROMPT_FIELD: Record<ContractKind, keyof ContractRequestStatus> = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY_SALARY: 'contracthoursalreq',
};

/** The home prompt: pending request ids for an agent (contract-prompt reading); empty for everyone else. */
export async function contractRequestStatus(db: Executor, merchant: Merchant, memberId: number): Promise<ContractRequestStatus> {
  const out: ContractRequestStatus = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
  const me = await memberById(db, merchant.id, memberId);
  if (!me || !isAgentForContractPrompt(me.type)) return out;
  for (const p of await contractRepo.pendingFor(db, merchant.id, memberId)) out[PROMPT_FIELD[p.kind as ContractKind]] = String(p.id);
  return out;
}
