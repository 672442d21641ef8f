import { ACCOUNT_LIMITS, ErrorCode, MemberType, type LoginRequest, type LoginResult } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Member, Merchant, Session } from '../../db/schema.js';
import type { FastStore } from '../../platform/fast-store.js';
import { accountRepo } from '../member/account-repo.js';
import { consumeCode, mobileKey } from '../verification/service.js';
import { newToken, sha256Hex, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/repo.js';
import { sessionRepo } from './repo.js';

export interface ClientMeta {
  ip: string;
  device: string | null;
}

/** What login needs beyond the payload. */
export interface LoginContext {
  meta: ClientMeta;
  ttlMs: number;
  /** MOBILEVERCODELOGIN3: SMS-code login allowed. */
  smsLogin: boolean;
}

const failKeys = (account: string, ip: string) => ({ account: `login:acct:${account.toLowerCase()}`, ip: `login:ip:${ip}` });

/**
 * Login with brute-force defence: failures are counted per account and per address; after the first ones a
 * captcha is required (answer value.captcha), after more the account or address is locked for the rest of the
 * window. A correct login clears the account's count. Counters and captchas live in `fast` (database or Redis).
 */
export async function login(db: Db, fast: FastStore, merchant: Merchant, input: LoginRequest, ctx: LoginContext): Promise<LoginResult> {
  const L = ACCOUNT_LIMITS;
  const sms = input.type === 'sms';
  if (sms && !ctx.smsLogin) throw new AppError(ErrorCode.FEATURE_DISABLED);
  if (sms && !input.countryDialingCode) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'countryDialingCode', message: 'required' }] });
  }
  const account = sms ? mobileKey(input.countryDialingCode!, input.username) : input.username;
  const keys = failKeys(account, ctx.meta.ip);
  const [acct, ip] = await Promise.all([
    fast.counters.peek(merchant.id, keys.account, L.loginWindowMs),
    fast.counters.peek(merchant.id, keys.ip, L.loginWindowMs),
  ]);
  const locked = acct.count >= L.accountLockAfter ? acct : ip.count >= L.ipLockAfter ? ip : null;
  if (locked) {
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, { value: { captcha: false, retryAfterMs: (locked.resetAt?.getTime() ?? Date.now()) - Date.now() } });
  }
  const fail = async (code: ErrorCode): Promise<never> => {
    const [a, i] = await Promise.all([
      fast.counters.hit(merchant.id, keys.account, L.loginWindowMs),
      fast.counters.hit(merchant.id, keys.ip, L.loginWindowMs),
    ]);
    if (a >= L.accountLockAfter || i >= L.ipLockAfter) throw new AppError(ErrorCode.ACCOUNT_LOCKED, { value: { captcha: false } });
    throw new AppError(code, { value: { captcha: a >= L.accountCaptchaAfter || i >= L.ipCaptchaAfter } });
  };

  if (acct.count >= L.accountCaptchaAfter || ip.count >= L.ipCaptchaAfter) {
    if (!input.captcha) throw new AppError(ErrorCode.CAPTCHA_REQUIRED, { value: { captcha: true } });
    if (!(await fast.captchas.consume(merchant.id, input.captchaKey, input.captcha))) return fail(ErrorCode.CAPTCHA_INVALID);
  }

  let member: Member | null;
  if (sms) {
    member = await accountRepo.findMemberByMobile(db, merchant.id, account);
    try {
      await consumeCode(db, { merchantId: merchant.id, purpose: 'noLogin', target: account, code: input.password });
    } catch {
      return fail(ErrorCode.VERIFICATION_INVALID);
    }
    if (!member) return fail(ErrorCode.INVALID_CREDENTIALS);
  } else {
    member = await memberRepo.findByUsername(db, merchant.id, input.username);
    const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
    if (!member || !valid) return fail(ErrorCode.INVALID_CREDENTIALS);
  }
  // Only a caller who knows the password learns that the account is disabled.
  if (member.status !== 'active') throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  await fast.counters.reset(merchant.id, keys.account);
  return openSession(db, merchant, member, ctx.meta, ctx.ttlMs);
}

/** True when the member must change the password now: never changed since an operator set it, or too old. */
export async function mustChangePassword(db: Executor, merchantId: number, member: Member): Promise<boolean> {
  if (member.firstTimeLogin) return true;
  if (ACCOUNT_LIMITS.passwordMaxAgeDays <= 0 || member.type === MemberType.trial) return false;
  const account = await accountRepo.findByMember(db, merchantId, member.id);
  if (!account) return false;
  return Date.now() - account.passwordChangedAt.getTime() > ACCOUNT_LIMITS.passwordMaxAgeDays * 86_400_000;
}

/** Issues a session token for a member whose identity is already proven (login, registration, trial). */
export async function openSession(
  db: Db,
  merchant: Merchant,
  member: Member,
  meta: ClientMeta,
  ttlMs: number,
): Promise<LoginResult> {
  const token = newToken();
  await sessionRepo.insert(db, {
    tokenHash: sha256Hex(token),
    merchantId: merchant.id,
    memberId: member.id,
    expiresAt: new Date(Date.now() + ttlMs),
    ip: meta.ip,
    device: meta.device,
  });
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    merchantCode: merchant.code,
    firstTimeLogin: await mustChangePassword(db, merchant.id, member),
  };
}

/** The live session of a token for this merchant; a token of another merchant is as good as unknown. */
export async function authenticate(db: Db, merchantId: number, token: string | undefined): Promise<Session> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const session = await sessionRepo.findActive(db, merchantId, sha256Hex(token));
  if (!session) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return session;
}

/** Idempotent: logging out an already dead token still succeeds. */
export async function logout(db: Db, merchantId: number, token: string | undefined): Promise<void> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  await sessionRepo.revoke(db, merchantId, sha256Hex(token));
}
