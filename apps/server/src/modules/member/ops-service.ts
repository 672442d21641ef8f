import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  checkRegisterField,
  minorToMoney,
  type MemberLoginMethod,
  type MemberLoginResult,
  type OpsMemberLock,
  type OpsMemberLockResult,
  type OpsMemberLoginPage,
  type OpsMemberPage,
  type OpsMemberPasswordReset,
  type OpsMemberRow,
  type OpsMemberSession,
  type OpsMemberSignOut,
  type OpsMemberStatus,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Member, MemberLock, Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import {
  loginHistoryRepo,
  memberLockRepo,
  memberSearchRepo,
  memberSessionRepo,
  setOperatorPassword,
  type MemberOverview,
  type MemberSearch,
} from './ops-repo.js';
import { bankCardRepo, memberRepo, type MemberKey } from './repo.js';
import { isoOrNull } from '../../platform/values.js';

// Support staff's side of members (issue 13): find them, read their account, lock and unlock it, reset its password,
// end its sessions; and the login history the session module writes. Every read is scoped by the merchant: an id of
// another merchant's member is NOT_FOUND.

const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const keyOf = (merchant: Merchant, memberId: number): MemberKey => ({ merchantId: merchant.id, memberId });

function rowOf(o: MemberOverview): OpsMemberRow {
  const m = o.member;
  return {
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    type: m.type,
    mobile: o.mobile,
    email: o.email,
    balance: minorToMoney(o.balance ?? 0n),
    status: o.status,
    vipLevel: m.clubLabel,
    registeredAt: m.createdAt.toISOString(),
    lastLoginAt: isoOrNull(o.lastLoginAt),
    agent: o.agent,
  };
}

const lockView = (lock: MemberLock | null): OpsMemberLock | null =>
  lock ? { reason: lock.reason, lockedBy: lock.lockedBy, lockedAt: lock.createdAt.toISOString(), until: isoOrNull(lock.lockedUntil) } : null;

/** opsMembers: the merchant's members matching the search, exact matches first, then newest first. */
export async function searchMembers(
  db: Db,
  merchant: Merchant,
  q: Omit<MemberSearch, 'merchantId' | 'currency'> & { pageNo: number; pageSize: number },
): Promise<OpsMemberPage> {
  const { rows, total } = await memberSearchRepo.page(
    db,
    { merchantId: merchant.id, currency: merchant.currency, q: q.q, by: q.by, agent: q.agent, status: q.status },
    { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
  );
  return { list: rows.map(rowOf), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

/** A member of this merchant, else NOT_FOUND (ids are global: another merchant's member is as good as unknown). */
export async function memberOf(db: Executor, merchant: Merchant, memberId: number): Promise<Member> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND);
  return member;
}

/**
 * The member's profile without the money totals (the member-ops module adds them from the money domains): account
 * facts, contact details, registration, lock, balance, cards and open sessions.
 */
export async function memberProfile(db: Db, merchant: Merchant, memberId: number) {
  const row = await memberSearchRepo.detail(db, merchant.id, merchant.currency, memberId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const k = keyOf(merchant, memberId);
  const [lock, registerIp, bankCards, openSessions] = await Promise.all([
    memberLockRepo.active(db, k),
    loginHistoryRepo.registerIp(db, k),
    bankCardRepo.count(db, k),
    memberSessionRepo.countOpen(db, k),
  ]);
  const profile = row.account?.profile ?? {};
  return {
    ...rowOf(row),
    payeeName: row.security?.payeeName ?? profile.payeeName ?? null,
    profile,
    affiliateCode: row.account?.affiliateCode ?? null,
    referredBy: row.account?.referredBy ?? null,
    registerMethod: row.account?.registerMethod ?? null,
    registerUrl: row.account?.registerUrl ?? null,
    registerIp,
    mustChangePassword: row.member.firstTimeLogin,
    passwordChangedAt: isoOrNull(row.account?.passwordChangedAt),
    lock: lockView(lock),
    bankCards,
    openSessions,
  };
}

/** The member's open sessions, newest first. */
export async function memberSessions(db: Db, merchant: Merchant, memberId: number): Promise<OpsMemberSession[]> {
  await memberOf(db, merchant, memberId);
  const rows = await memberSessionRepo.open(db, keyOf(merchant, memberId));
  return rows.map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), ip: s.ip, device: s.device }));
}

/** The member's login history, newest first. */
export async function memberLogins(
  db: Db,
  merchant: Merchant,
  memberId: number,
  q: { pageNo: number; pageSize: number },
): Promise<OpsMemberLoginPage> {
  await memberOf(db, merchant, memberId);
  const { rows, total } = await loginHistoryRepo.page(db, keyOf(merchant, memberId), { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
  return {
    list: rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), ip: r.ip, device: r.device, method: r.method, result: r.result })),
    pageNo: q.pageNo,
    totalPages: pageCount(total, q.pageSize),
    totalCount: total,
  };
}

/** What a change's audit row records as the member's state before it. */
export interface MemberState {
  member: Member;
  /** `member <username>`: the audit row's target. */
  target: string;
  before: { status: OpsMemberStatus; lock: OpsMemberLock | null; openSessions: number };
}

/** The member and its state before a change (lock, sessions), for the change and its audit row. */
export async function memberState(db: Db, merchant: Merchant, memberId: number): Promise<MemberState> {
  const member = await memberOf(db, merchant, memberId);
  const k = keyOf(merchant, memberId);
  const [lock, openSessions] = await Promise.all([memberLockRepo.active(db, k), memberSessionRepo.countOpen(db, k)]);
  const status: OpsMemberStatus = member.status !== 'active' ? 'disabled' : lock ? 'locked' : 'active';
  return { member, target: `member ${member.username}`, before: { status, lock: lockView(lock), openSessions } };
}

/**
 * Locks the member: every login is refused (ACCOUNT_DISABLED, as for a disabled account) until `until` or an unlock,
 * and their sessions end at once. Locking a locked member replaces the lock (new reason, new end).
 */
export async function lockMember(
  db: Db,
  merchant: Merchant,
  state: MemberState,
  input: { reason: string; until?: string | undefined },
  operator: string,
): Promise<OpsMemberLockResult> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now()) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'until', message: 'must be in the future' }] });
  }
  const k = keyOf(merchant, state.member.id);
  return db.transaction(async (tx) => {
    const lock = await memberLockRepo.put(tx, { ...k, reason: input.reason, lockedBy: operator, lockedUntil: until });
    const sessionsEnded = await memberSessionRepo.revokeAll(tx, k);
    const status: OpsMemberStatus = state.member.status !== 'active' ? 'disabled' : 'locked';
    return { id: state.member.id, username: state.member.username, status, lock: lockView(lock), sessionsEnded };
  });
}

/** Lifts the operator's lock (a member without one is simply answered as is). */
export async function unlockMember(db: Db, merchant: Merchant, state: MemberState): Promise<OpsMemberLockResult> {
  await memberLockRepo.remove(db, keyOf(merchant, state.member.id));
  const status: OpsMemberStatus = state.member.status !== 'active' ? 'disabled' : 'active';
  return { id: state.member.id, username: state.member.username, status, lock: null, sessionsEnded: 0 };
}

/** Ends every open session of the member: their tokens answer 401 from the next call on. */
export async function signOutMember(db: Db, merchant: Merchant, state: MemberState): Promise<OpsMemberSignOut> {
  const sessionsEnded = await memberSessionRepo.revokeAll(db, keyOf(merchant, state.member.id));
  return { id: state.member.id, username: state.member.username, sessionsEnded };
}

/** Ends every open session of a member (a time-out or self-exclusion of the responsible-gaming module). */
export const endMemberSessions = (db: Executor, k: MemberKey): Promise<number> => memberSessionRepo.revokeAll(db, k);

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/l/I). */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random password support can read to the member: letters and at least one digit, 10 characters or what the
 * merchant's password rule allows, passing that rule when a readable one can.
 */
export function temporaryPassword(merchant: Merchant): string {
  const rule = merchant.registerSettings.fields.password;
  const length = rule?.enabled ? Math.min(Math.max(10, rule.minLength), Math.max(rule.maxLength, rule.minLength)) : 10;
  let candidate = '';
  for (let i = 0; i < 50; i++) {
    candidate = Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate) && checkRegisterField(rule, candidate) === null) return candidate;
  }
  return candidate;
}

/**
 * A new random password, answered once (the audit trail masks it by its name): the member changes it at the next
 * login when `temporary` (the flag an operator-opened account has too), and their sessions end.
 */
export async function resetMemberPassword(db: Db, merchant: Merchant, state: MemberState, temporary: boolean): Promise<OpsMemberPasswordReset> {
  const password = temporaryPassword(merchant);
  const hash = await hashPassword(password);
  const k = keyOf(merchant, state.member.id);
  const sessionsEnded = await db.transaction(async (tx) => {
    await setOperatorPassword(tx, k, hash, temporary);
    return memberSessionRepo.revokeAll(tx, k);
  });
  return { id: state.member.id, username: state.member.username, temporaryPassword: password, temporary, sessionsEnded };
}

/**
 * Why a login with the right secret is still refused: the account is disabled, or an operator's lock is in force.
 * The session module asks after the secret checked out (only a caller who knows it learns this).
 */
export async function loginRefusal(db: Executor, merchantId: number, member: Member): Promise<'disabled' | 'locked' | 'excluded' | null> {
  if (member.status !== 'active') return 'disabled';
  if (await memberLockRepo.active(db, { merchantId, memberId: member.id })) return 'locked';
  return (await accessBarOf(db, merchantId, member.id)) ? 'excluded' : null;
}

/**
 * A member's own bar on their access (the responsible-gaming module: a time-out, a self-exclusion): its refusal says
 * until when. Registered by the module owning it, so the member module imports none of them.
 */
export type AccessBar = (db: Executor, merchantId: number, memberId: number) => Promise<AppError | null>;
const accessBars: AccessBar[] = [];
export function onAccessBar(bar: AccessBar): void {
  accessBars.push(bar);
}

/** The refusal of the first bar in force on the member (login, launch, play), or null. */
export async function accessBarOf(db: Executor, merchantId: number, memberId: number): Promise<AppError | null> {
  for (const bar of accessBars) {
    const refused = await bar(db, merchantId, memberId);
    if (refused) return refused;
  }
  return null;
}

/** One line of the member's login history (the session module writes it with the session, or for a refused login). */
export async function recordLogin(
  db: Executor,
  row: { merchantId: number; memberId: number; method: MemberLoginMethod; result: MemberLoginResult; ip: string | null; device: string | null },
): Promise<void> {
  await loginHistoryRepo.insert(db, row);
}
