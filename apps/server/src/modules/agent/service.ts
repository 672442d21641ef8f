import { randomInt } from 'node:crypto';
import { pageCounts } from '../../platform/values.js';
import {
  ErrorCode,
  INVITATION_CODE_ALPHABET,
  affiliatePath,
  downlineTypeOf,
  invitationPath,
  minorToMoney,
  moneyToMinor,
  type AffLink,
  type AgentAffiliate,
  type AgentRebateQuota,
  type CreateAffLink,
  type DownlineDetail,
  type DownlinePage,
  type DownlineRebate,
  type DownlineRow,
  type DownlinesQuery,
  type KpiQuery,
  type RegAff,
  type RegAffResult,
  type SubordinatePage,
  type TeamFigures,
  type TeamKpi,
  type TeamKpiSeries,
  type TransferResult,
  type UpdateDownlineRebate,
  type AgentPeriod,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { AgentAffLinkRow, AgentTransferRow, Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { accountRepo, memberRepo, verifyPaymentPassword } from '../member/index.js';
import { ensureCode } from '../referral/index.js';
import { credit, debit, walletRepo } from '../wallet/index.js';
import { daysOf, periodRanges } from './periods.js';
import { lockAgentProfile, placeUnderAgent } from './register-repo.js';
import { networkRepo, type DownlineRaw } from './network-repo.js';
import { teamDailySeries, teamFigures, type TeamFiguresRaw } from './feed-repo.js';
import { agentOf, requireAgent, subtreePath } from './repo.js';

const notFound = () => new AppError(ErrorCode.NOT_FOUND);
const invalid = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });

const figuresView = (f: TeamFiguresRaw): TeamFigures => ({
  deposits: minorToMoney(f.deposits),
  withdrawals: minorToMoney(f.withdrawals),
  validBet: minorToMoney(f.validBet),
  ggr: minorToMoney(f.ggr),
  activeMembers: f.activeMembers,
  newMembers: f.newMembers,
});

/** The caller as an agent: its checks passed and its network row (a root row for a top-level agent without one). */
async function me(db: Db, merchant: Merchant, memberId: number) {
  const m = await requireAgent(db, merchant, memberId);
  const profile = await agentOf(db, merchant.id, memberId);
  return { ...m, profile, path: subtreePath(profile, memberId), depth: profile?.depth ?? 0, rebateBp: profile?.rebateBp ?? 0, quota: profile?.subAgentQuota ?? 0 };
}

const teamSize = (db: Executor, merchantId: number, path: string) => networkRepo.teamSize(db, merchantId, path);

// ---- team reports ----

export async function teamKpiA(db: Db, merchant: Merchant, memberId: number, q: KpiQuery): Promise<TeamKpi> {
  const a = await me(db, merchant, memberId);
  const { current, previous } = periodRanges(q.period, q.start, q.end);
  const [cur, prev] = await Promise.all([
    teamFigures(db, merchant.id, memberId, current.from, current.to),
    teamFigures(db, merchant.id, memberId, previous.from, previous.to),
  ]);
  return {
    period: q.period,
    start: current.start,
    end: current.end,
    current: figuresView(cur),
    previous: { ...figuresView(prev), start: previous.start, end: previous.end },
    teamSize: await teamSize(db, merchant.id, a.path),
  };
}

export async function teamKpiB(db: Db, merchant: Merchant, memberId: number, q: KpiQuery): Promise<TeamKpiSeries> {
  const a = await me(db, merchant, memberId);
  // A single day makes a poor chart: `day` charts the last 7 days.
  const { current } = periodRanges(q.period === 'day' ? 'custom' : q.period, q.period === 'day' ? undefined : q.start, q.end);
  const range = q.period === 'day' ? periodRanges('custom', daysAgo(6), daysAgo(0)).current : current;
  const byDay = new Map((await teamDailySeries(db, merchant.id, memberId, a.path, range.from, range.to)).map((r) => [r.day, r]));
  return {
    start: range.start,
    end: range.end,
    points: daysOf(range.start, range.end).map((date) => {
      const r = byDay.get(date);
      return {
        date,
        deposits: minorToMoney(BigInt(r?.deposits ?? '0')),
        validBet: minorToMoney(BigInt(r?.validBet ?? '0')),
        ggr: minorToMoney(BigInt(r?.ggr ?? '0')),
        active: Number(r?.active ?? 0),
      };
    }),
  };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// ---- downlines ----

const rowView = (r: DownlineRaw, myDepth: number): DownlineRow => ({
  memberId: r.memberId,
  account: r.account,
  type: downlineTypeOf(r.memberType),
  level: r.depth - myDepth,
  uplineAccount: r.uplineAccount,
  rebateBp: r.rebateBp,
  registeredAt: r.registeredAt ?? '',
  lastLoginAt: r.lastLoginAt,
  balance: minorToMoney(BigInt(r.balance)),
  teamSize: Number(r.teamSize),
});

export async function downlines(db: Db, merchant: Merchant, memberId: number, q: DownlinesQuery): Promise<DownlinePage> {
  const a = await me(db, merchant, memberId);
  const { rows, total: totalCount } = await networkRepo.downlinePage(db, merchant.id, memberId, a.path, q);
  return { list: rows.map((r) => rowView(r, a.depth)), ...pageCounts(q.pageNo, totalCount, q.pageSize) };
}

/** One downline of the caller's subtree; anything else (siblings, uplines, strangers, itself) is NOT_FOUND. */
export async function downline(db: Db, merchant: Merchant, memberId: number, q: { memberId: number; period: AgentPeriod; start?: string; end?: string }): Promise<DownlineDetail> {
  const a = await me(db, merchant, memberId);
  const row = await networkRepo.downline(db, merchant.id, memberId, a.path, q.memberId);
  if (!row) throw notFound();
  const { current } = periodRanges(q.period, q.start, q.end);
  const figures = await teamFigures(db, merchant.id, q.memberId, current.from, current.to);
  return { ...rowView(row, a.depth), subAgentQuota: row.subAgentQuota, period: q.period, start: current.start, end: current.end, figures: figuresView(figures) };
}

export async function subordinates(db: Db, merchant: Merchant, memberId: number, q: { pageNo: number; pageSize: number }): Promise<SubordinatePage> {
  await me(db, merchant, memberId);
  const { rows, total: totalCount } = await networkRepo.subordinatePage(db, merchant.id, memberId, q);
  return {
    list: rows.map((r) => ({
      memberId: r.memberId,
      account: r.account,
      rebateBp: r.rebateBp,
      subAgentQuota: r.subAgentQuota,
      teamSize: Number(r.teamSize),
      directCount: Number(r.directCount),
      registeredAt: r.registeredAt ?? '',
    })),
    ...pageCounts(q.pageNo, totalCount, q.pageSize),
  };
}

/**
 * Sets a direct downline's rebate, under both rows' locks (the caller's first: uplines before downlines everywhere):
 * never above the caller's own, never below the highest of the downline's own downlines.
 */
export async function updateDownlineRebate(db: Db, merchant: Merchant, memberId: number, b: UpdateDownlineRebate): Promise<DownlineRebate> {
  await requireAgent(db, merchant, memberId);
  return db.transaction(async (tx) => {
    const mine = await lockAgentProfile(tx, merchant.id, memberId);
    const target = await networkRepo.lockWithAccount(tx, merchant.id, b.memberId);
    if (!target || target.p.uplineId !== memberId) throw notFound();
    if (b.rebateBp > mine.rebateBp) throw invalid('rebateBp', 'agent_rebate_above_own');
    const child = await networkRepo.maxChildRebate(tx, merchant.id, b.memberId);
    if (child !== null && b.rebateBp < child) throw invalid('rebateBp', 'agent_rebate_below_downline');
    await networkRepo.setRebate(tx, merchant.id, b.memberId, b.rebateBp);
    return { memberId: b.memberId, account: target.account, rebateBp: b.rebateBp };
  });
}

// ---- transfers ----

const transferView = (t: AgentTransferRow, balance: bigint): TransferResult => ({
  requestId: t.requestId,
  total: minorToMoney(t.total),
  balance: minorToMoney(balance),
  transfers: t.items.map((i) => ({ memberId: i.memberId, account: i.account, amount: minorToMoney(BigInt(i.amount)) })),
  createdAt: t.createdAt.toISOString(),
});

/**
 * Pays downlines of the caller's subtree from its wallet, all or nothing, in one transaction: the request row (unique
 * per agent and request id: a resubmit answers the first result), one debit of the total, one credit per downline.
 * The wallet row lock inside `debit` serialises concurrent transfers, so the balance never goes below zero, and the
 * debit is one out of the agent's reach: money under an open bonus turnover stays (TURNOVER_OPEN, nothing moves).
 */
export async function transferDownlines(
  db: Db,
  merchant: Merchant,
  memberId: number,
  req: { items: { memberId: number; amount: string }[]; paymentPassword: string; requestId: string },
): Promise<TransferResult> {
  const a = await me(db, merchant, memberId);
  const items = req.items.map((i) => ({ memberId: i.memberId, amount: moneyToMinor(i.amount) }));
  if (items.some((i) => i.amount <= 0n)) throw invalid('amount', 'err_amount');
  const total = items.reduce((s, i) => s + i.amount, 0n);
  const accounts = await networkRepo.subtreeAccounts(db, merchant.id, memberId, a.path, items.map((i) => i.memberId));
  if (items.some((i) => !accounts.has(i.memberId))) throw notFound();
  await verifyPaymentPassword(db, merchant, memberId, req.paymentPassword);
  const wanted = items.map((i) => ({ memberId: i.memberId, account: accounts.get(i.memberId)!, amount: String(i.amount) }));
  return db.transaction(async (tx) => {
    const row = await networkRepo.insertTransfer(tx, { merchantId: merchant.id, agentId: memberId, requestId: req.requestId, total, items: wanted });
    if (!row) return replay(tx, merchant, memberId, req.requestId, wanted);
    const key = { merchantId: merchant.id, currency: merchant.currency, kind: 'agent-transfer' };
    const out = await debit(tx, { ...key, memberId, amount: total, idempotencyKey: `agent-transfer:${row.id}:out` });
    for (const i of items) await credit(tx, { ...key, memberId: i.memberId, amount: i.amount, idempotencyKey: `agent-transfer:${row.id}:${i.memberId}` });
    return transferView(row, out.balance);
  });
}

async function replay(tx: Tx, merchant: Merchant, memberId: number, requestId: string, wanted: AgentTransferRow['items']): Promise<TransferResult> {
  const earlier = await networkRepo.findTransfer(tx, merchant.id, memberId, requestId);
  const same = (x: AgentTransferRow['items']) => JSON.stringify(x.map((i) => [i.memberId, i.amount]).sort());
  if (!earlier || same(earlier.items) !== same(wanted)) throw new AppError(ErrorCode.REQUEST_REUSED);
  const balance = await walletRepo.sumBalance(tx, { merchantId: merchant.id, memberId, currency: merchant.currency });
  return transferView(earlier, balance);
}

// ---- affiliate ----

const linkView = (l: AgentAffLinkRow): AffLink => ({
  id: l.id,
  code: l.code,
  registerPath: affiliatePath(l.code),
  type: l.type,
  rebateBp: l.rebateBp,
  registrations: l.registrations,
  createdAt: l.createdAt.toISOString(),
});

export async function agentAffiliate(db: Db, merchant: Merchant, memberId: number): Promise<AgentAffiliate> {
  const a = await me(db, merchant, memberId);
  const code = await db.transaction((tx) => ensureCode(tx, merchant.id, memberId));
  const links = await networkRepo.linkTotals(db, merchant.id, memberId);
  const directCount = await networkRepo.directCount(db, merchant.id, memberId);
  return {
    invitationCode: code,
    registerPath: invitationPath(code),
    rebateBp: a.rebateBp,
    subAgentQuota: a.quota,
    linkCount: links.links,
    registrations: links.registrations,
    directCount,
    teamSize: await teamSize(db, merchant.id, a.path),
  };
}

export async function affLinks(db: Db, merchant: Merchant, memberId: number): Promise<AffLink[]> {
  await me(db, merchant, memberId);
  return (await networkRepo.listLinks(db, merchant.id, memberId)).map(linkView);
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) if ((c as { code?: unknown }).code === '23505') return true;
  return false;
};
const newLinkCode = () => Array.from({ length: 10 }, () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)]).join('');

/** A link gives at most the agent's own rebate; an agent link needs quota left (used when someone registers). */
export async function createAffLink(db: Db, merchant: Merchant, memberId: number, b: CreateAffLink): Promise<AffLink> {
  const a = await me(db, merchant, memberId);
  if (b.rebateBp > a.rebateBp) throw invalid('rebateBp', 'agent_rebate_above_own');
  if (b.type === 'agent' && a.quota <= 0) throw invalid('type', 'agent_quota_empty');
  for (let attempt = 0; ; attempt++) {
    try {
      return linkView(await networkRepo.insertLink(db, { merchantId: merchant.id, agentId: memberId, code: newLinkCode(), type: b.type, rebateBp: b.rebateBp }));
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 4) throw e;
    }
  }
}

export async function deleteAffLink(db: Db, merchant: Merchant, memberId: number, id: number): Promise<{ id: number }> {
  await me(db, merchant, memberId);
  if (!(await networkRepo.deleteLink(db, merchant.id, memberId, id))) throw notFound();
  return { id };
}

/** The agent opens a downline account itself: a member, or a sub-agent using one of its quota. */
export async function regAff(db: Db, merchant: Merchant, memberId: number, b: RegAff): Promise<RegAffResult> {
  const a = await me(db, merchant, memberId);
  if (b.rebateBp > a.rebateBp) throw invalid('rebateBp', 'agent_rebate_above_own');
  if (b.type === 'agent' && a.quota <= 0) throw invalid('type', 'agent_quota_empty');
  const taken = () => new AppError(ErrorCode.USERNAME_TAKEN, { value: [{ field: 'username', message: 'err_username_exists' }] });
  if (await memberRepo.findByUsername(db, merchant.id, b.username)) throw taken();
  const passwordHash = await hashPassword(b.password);
  return db.transaction(async (tx) => {
    const m = await memberRepo.insertIfAbsent(tx, { merchantId: merchant.id, username: b.username, passwordHash, type: 0, firstTimeLogin: true });
    if (!m) throw taken();
    await accountRepo.insert(tx, { merchantId: merchant.id, memberId: m.id, registerMethod: 'AGENT', profile: {} });
    await walletRepo.lockForUpdate(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency });
    try {
      await placeUnderAgent(tx, merchant.id, m.id, { agentId: memberId, type: b.type, rebateBp: b.rebateBp, linkId: null });
    } catch (e) {
      // Quota taken meanwhile by another registration.
      if (e instanceof AppError && e.code === ErrorCode.AFFILIATE_LINK_INVALID) throw invalid('type', 'agent_quota_empty');
      throw e;
    }
    return { memberId: m.id, account: m.username, type: b.type, rebateBp: b.rebateBp };
  });
}

export async function rebateQuota(db: Db, merchant: Merchant, memberId: number): Promise<AgentRebateQuota> {
  const a = await me(db, merchant, memberId);
  return { rebateBp: a.rebateBp, maxRebateBp: a.rebateBp, subAgentQuota: a.quota };
}
