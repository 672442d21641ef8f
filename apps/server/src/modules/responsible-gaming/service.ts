import {
  ErrorCode,
  RG_COOLING_MS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  minorToMoney,
  moneyToMinor,
  rgChangeWaits,
  rgExclusionEnd,
  rgWindowStart,
  type RgBlockRefusal,
  type RgBreak,
  type RgExclusionMonths,
  type RgExclusionRequest,
  type RgLimit,
  type RgLimitKind,
  type RgLimitRefusal,
  type RgPeriod,
  type RgPlaySettings,
  type RgSetLimit,
  type RgState,
  type RgTimeoutRequest,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant, RgLimitRow, RgMemberRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { endMemberSessions, memberRepo, verifyMemberPassword } from '../member/index.js';
import type { MoneyMove } from '../wallet/index.js';
import { playSessionBar, playSettingsOf, savePlaySettings, sessionLimitBar } from './play.js';
import { rgRepo, type MemberKey } from './repo.js';

// Responsible gaming (issue 29): limits that lower at once and raise after a cooling period, breaks that only grow,
// and the checks the deposit, login, launch and bet paths run (registered in index.ts). Times come from `new Date()`
// so tests move the clock with fake timers.

/** A limit as it stands at `now`: a raise or removal whose time came is in force (no job needs to apply it). */
export function effectiveLimit(row: RgLimitRow | undefined, now: Date): { amount: bigint | null; pending: { amount: bigint | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null };
}

/** The break in force at `now`: a self-exclusion first (it is the longer), else a time-out. */
export function activeBreak(row: RgMemberRow | null, now: Date): { kind: 'timeout' | 'exclusion'; until: Date | null } | null {
  if (!row) return null;
  if (row.excludedForever) return { kind: 'exclusion', until: null };
  if (row.excludedUntil && row.excludedUntil > now) return { kind: 'exclusion', until: row.excludedUntil };
  if (row.timeoutUntil && row.timeoutUntil > now) return { kind: 'timeout', until: row.timeoutUntil };
  return null;
}

const breakView = (b: ReturnType<typeof activeBreak>): RgBreak | null => (b ? { kind: b.kind, until: b.until?.toISOString() ?? null } : null);

/** The refusal of a break: RG_TIMED_OUT or RG_SELF_EXCLUDED, saying until when (nothing: indefinite). */
export function breakRefusal(b: { kind: 'timeout' | 'exclusion'; until: Date | null }): AppError {
  const value: RgBlockRefusal = b.until ? { until: b.until.toISOString(), untilText: `${b.until.toISOString().slice(0, 16).replace('T', ' ')} UTC` } : {};
  return new AppError(b.kind === 'timeout' ? ErrorCode.RG_TIMED_OUT : ErrorCode.RG_SELF_EXCLUDED, { value });
}

const key = (merchantId: number, memberId: number): MemberKey => ({ merchantId, memberId });
const limitOf = (rows: RgLimitRow[], kind: RgLimitKind, period: RgPeriod) => rows.find((r) => r.kind === kind && r.period === period);

/** Whether bets must be checked: a break, a session limit or reality checks, or a loss or wager limit in force or waiting. */
function needsPlayChecks(row: RgMemberRow | null, limits: RgLimitRow[], now: Date): boolean {
  if (activeBreak(row, now)) return true;
  if (row?.sessionLimitMinutes != null || row?.realityMinutes != null) return true;
  return limits.some((l) => l.kind !== 'deposit' && (l.amount !== null || l.pendingAt !== null));
}

/** What each window used: deposits, and losses and stakes of play. */
async function usage(db: Executor, k: MemberKey, now: Date): Promise<Record<RgLimitKind, Record<RgPeriod, bigint>>> {
  const out = { deposit: {}, loss: {}, wager: {} } as Record<RgLimitKind, Record<RgPeriod, bigint>>;
  await Promise.all(
    RG_PERIODS.map(async (period) => {
      const since = rgWindowStart(period, now);
      const [deposited, play] = await Promise.all([rgRepo.depositsSince(db, k, since, now), rgRepo.playSince(db, k, since)]);
      out.deposit[period] = deposited;
      out.loss[period] = play.loss > 0n ? play.loss : 0n;
      out.wager[period] = play.wagered;
    }),
  );
  return out;
}

function limitView(kind: RgLimitKind, period: RgPeriod, row: RgLimitRow | undefined, used: bigint, now: Date): RgLimit {
  const e = effectiveLimit(row, now);
  return {
    kind,
    period,
    amount: e.amount === null ? null : minorToMoney(e.amount),
    used: minorToMoney(used),
    pending: e.pending ? { amount: e.pending.amount === null ? null : minorToMoney(e.pending.amount), effectiveAt: e.pending.at.toISOString() } : null,
  };
}

/** Every limit (kind x period) with its use, the break in force, the session settings, the first-wager prompt. */
export async function rgStateOf(db: Executor, k: MemberKey, now = new Date()): Promise<RgState> {
  const [row, limits, used, played] = await Promise.all([rgRepo.member(db, k), rgRepo.limits(db, k), usage(db, k, now), rgRepo.hasPlayed(db, k)]);
  const views = RG_LIMIT_KINDS.flatMap((kind) => RG_PERIODS.map((period) => limitView(kind, period, limitOf(limits, kind, period), used[kind][period], now)));
  return {
    limits: views,
    active: breakView(activeBreak(row, now)),
    now: now.toISOString(),
    play: playSettingsOf(row),
    promptDue: !played && !row?.promptSeenAt,
  };
}

/** Sets the session time limit and reality-check interval (the bet checks switch on with them). */
export async function setPlaySettings(db: Db, merchant: Merchant, memberId: number, b: RgPlaySettings): Promise<RgState> {
  const k = key(merchant.id, memberId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await savePlaySettings(tx, k, b, now);
    await rgRepo.setPlayChecks(tx, k, merchant.currency, needsPlayChecks(row, await rgRepo.limits(tx, k), now));
  });
  return rgStateOf(db, k, now);
}

/** The member answered the page offered before the first wager ("set limits" or "not now"): it is not offered again. */
export async function promptSeen(db: Db, merchant: Merchant, memberId: number): Promise<RgState> {
  const k = key(merchant.id, memberId);
  await db.transaction(async (tx) => {
    const row = await rgRepo.lockOrCreate(tx, k);
    if (!row.promptSeenAt) await rgRepo.update(tx, row.id, { promptSeenAt: new Date() });
  });
  return rgStateOf(db, k);
}

export const rgState = (db: Db, merchant: Merchant, memberId: number): Promise<RgState> => rgStateOf(db, key(merchant.id, memberId));

/**
 * Sets, lowers, raises or removes a limit. Setting a first one and lowering apply at once (and drop a raise that was
 * waiting); raising and removing wait RG_COOLING_MS, and the answer says when.
 */
export async function setLimit(db: Db, merchant: Merchant, memberId: number, b: RgSetLimit, by = 'member'): Promise<RgLimit> {
  const k = key(merchant.id, memberId);
  const next = b.amount === null ? null : moneyToMinor(b.amount);
  if (next !== null && next <= 0n) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'amount', message: 'err_format' }] });
  const now = new Date();
  await db.transaction(async (tx) => {
    await rgRepo.lockOrCreate(tx, k);
    const limits = await rgRepo.limits(tx, k);
    const current = effectiveLimit(limitOf(limits, b.kind, b.period), now).amount;
    const waits = rgChangeWaits(current, next);
    const at = new Date(now.getTime() + RG_COOLING_MS);
    const saved = waits
      ? await rgRepo.saveLimit(tx, k, { kind: b.kind, period: b.period, amount: current, pendingAmount: next, pendingAt: at })
      : await rgRepo.saveLimit(tx, k, { kind: b.kind, period: b.period, amount: next, pendingAmount: null, pendingAt: null });
    const action = waits ? (next === null ? 'limit_removal_requested' : 'limit_raise_requested') : current === null ? 'limit_set' : 'limit_lowered';
    await rgRepo.addHistory(tx, k, action, { kind: b.kind, period: b.period, amount: next === null ? null : minorToMoney(next), until: waits ? at.toISOString() : null }, by);
    const all = limits.filter((l) => l.id !== saved.id).concat(saved);
    await rgRepo.setPlayChecks(tx, k, merchant.currency, needsPlayChecks(await rgRepo.member(tx, k), all, now));
  });
  const state = await rgStateOf(db, k, now);
  return state.limits.find((l) => l.kind === b.kind && l.period === b.period)!;
}

type BreakChange = { kind: 'timeout'; until: Date } | { kind: 'exclusion'; until: Date | null };

/**
 * Starts or lengthens a break: never shortens one (RG_CANNOT_SHORTEN), ends every open session of the member and
 * switches the bet checks on, in one transaction with its history line.
 */
export async function applyBreak(db: Db, merchant: Merchant, memberId: number, change: BreakChange, by: string, reason?: string): Promise<void> {
  const k = key(merchant.id, memberId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await rgRepo.lockOrCreate(tx, k);
    const current = change.kind === 'timeout' ? (row.timeoutUntil && row.timeoutUntil > now ? row.timeoutUntil : null) : row.excludedForever ? 'forever' : row.excludedUntil && row.excludedUntil > now ? row.excludedUntil : null;
    const shorter = current === 'forever' || (current !== null && (change.until !== null && change.until <= current));
    if (shorter) throw new AppError(ErrorCode.RG_CANNOT_SHORTEN, { value: { until: current === 'forever' ? '' : current.toISOString() } });
    const since = activeBreak(row, now) ? (row.breakSince ?? now) : now;
    await rgRepo.setBreak(
      tx,
      row.id,
      change.kind === 'timeout' ? { timeoutUntil: change.until, breakSince: since } : { excludedUntil: change.until, excludedForever: change.until === null, breakSince: since },
    );
    await rgRepo.addHistory(tx, k, change.kind, { until: change.until?.toISOString() ?? null, ...(reason ? { reason } : {}) }, by);
    await rgRepo.setPlayChecks(tx, k, merchant.currency, true);
    await endMemberSessions(tx, k);
  });
}

async function confirmPassword(db: Db, fast: FastStore, merchant: Merchant, memberId: number, password: string): Promise<void> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  await verifyMemberPassword(fast, merchant.id, member, password, () => new AppError(ErrorCode.LOGIN_PASSWORD_WRONG));
}

/** A time-out of 24 hours to 6 weeks, confirmed by the login password. */
export async function takeTimeout(db: Db, fast: FastStore, merchant: Merchant, memberId: number, b: RgTimeoutRequest): Promise<RgState> {
  await confirmPassword(db, fast, merchant, memberId, b.password);
  const until = new Date(Date.now() + b.hours * 3_600_000);
  await applyBreak(db, merchant, memberId, { kind: 'timeout', until }, 'member');
  return rgStateOf(db, key(merchant.id, memberId));
}

/** A self-exclusion of 6 months or more (null: indefinite), confirmed by the login password. */
export async function selfExclude(db: Db, fast: FastStore, merchant: Merchant, memberId: number, b: RgExclusionRequest): Promise<RgState> {
  await confirmPassword(db, fast, merchant, memberId, b.password);
  const until = b.months === null ? null : rgExclusionEnd(new Date(), b.months as RgExclusionMonths);
  await applyBreak(db, merchant, memberId, { kind: 'exclusion', until }, 'member');
  return rgStateOf(db, key(merchant.id, memberId));
}

/**
 * Marketing stays quiet for a member's latest break (issue 29): from its start to its end (null: indefinite). The
 * inbox leaves out the broadcasts sent in that window, even after the break is over. Null: no break ever.
 */
export async function marketingQuiet(db: Executor, merchantId: number, memberId: number): Promise<{ from: Date; to: Date | null } | null> {
  const row = await rgRepo.member(db, key(merchantId, memberId));
  if (!row?.breakSince) return null;
  if (row.excludedForever) return { from: row.breakSince, to: null };
  const ends = [row.timeoutUntil, row.excludedUntil].filter((d): d is Date => d !== null).map((d) => d.getTime());
  return { from: row.breakSince, to: ends.length ? new Date(Math.max(...ends)) : null };
}

// ---- the checks other modules run (registered in index.ts) ----

/** Login, launch, Hub88 ticket: the member's break, or a session limit reached, if any (one read). */
export async function rgAccessBar(db: Executor, merchantId: number, memberId: number): Promise<AppError | null> {
  const now = new Date();
  const row = await rgRepo.member(db, key(merchantId, memberId));
  const b = activeBreak(row, now);
  return b ? breakRefusal(b) : sessionLimitBar(row, now);
}

const limitRefusal = (code: ErrorCode, period: RgPeriod, limit: bigint, used: bigint) => {
  const value: RgLimitRefusal = { period, limit: minorToMoney(limit), used: minorToMoney(used), left: minorToMoney(limit > used ? limit - used : 0n) };
  return new AppError(code, { value });
};

/**
 * Before a deposit order exists, in its transaction: the member's row is locked, so a second deposit racing this one
 * waits and then counts this one's order. A break refuses any deposit; each deposit limit in force its excess.
 */
export async function rgDepositCheck(tx: Executor, d: { merchantId: number; memberId: number; amount: bigint }): Promise<void> {
  const k = key(d.merchantId, d.memberId);
  const row = await rgRepo.lock(tx, k);
  if (!row) return;
  const now = new Date();
  const b = activeBreak(row, now);
  if (b) throw breakRefusal(b);
  const limits = await rgRepo.limits(tx, k);
  for (const period of RG_PERIODS) {
    const limit = effectiveLimit(limitOf(limits, 'deposit', period), now).amount;
    if (limit === null) continue;
    const used = await rgRepo.depositsSince(tx, k, rgWindowStart(period, now), now);
    if (used + d.amount > limit) throw limitRefusal(ErrorCode.RG_DEPOSIT_LIMIT, period, limit, used);
  }
}

/**
 * A bet or a transfer into a vendor's wallet, after the wallet row is locked (the member's bets queue there): a break
 * refuses both; a bet that would pass a loss limit (settled losses, open stakes and this stake) or a wager limit is
 * refused. Runs only for wallets whose play checks are on.
 */
export async function rgPlayGuard(tx: Executor, m: MoneyMove): Promise<AppError | null> {
  const k = key(m.merchantId, m.memberId);
  const now = new Date();
  const [row, limits] = await Promise.all([rgRepo.member(tx, k), rgRepo.limits(tx, k)]);
  const b = activeBreak(row, now);
  if (b) return breakRefusal(b);
  const session = playSessionBar(row, now);
  if (session) return session;
  if (m.kind !== 'bet') return null;
  for (const period of RG_PERIODS) {
    const loss = effectiveLimit(limitOf(limits, 'loss', period), now).amount;
    const wager = effectiveLimit(limitOf(limits, 'wager', period), now).amount;
    if (loss === null && wager === null) continue;
    const play = await rgRepo.playSince(tx, k, rgWindowStart(period, now));
    const lost = play.loss > 0n ? play.loss : 0n;
    if (loss !== null && lost + m.amount > loss) return limitRefusal(ErrorCode.RG_LOSS_LIMIT, period, loss, lost);
    if (wager !== null && play.wagered + m.amount > wager) return limitRefusal(ErrorCode.RG_WAGER_LIMIT, period, wager, play.wagered);
  }
  return null;
}
