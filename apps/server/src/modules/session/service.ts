import type { MemberAuthenticator } from '../../platform/auth.js';
import { ACCOUNT_LIMITS, ErrorCode, MemberType, type LoginRequest, type LoginResult, type MemberLoginMethod } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Member, Merchant, Session } from '../../db/schema.js';
import type { CaptchaProvider } from '../../platform/captcha.js';
import type { FastStore } from '../../platform/fast-store.js';
import { newToken, sha256Hex, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { accessBarOf, accountRepo, guardLogin, loginRefusal, memberRepo, publishMemberLoggedIn, recordLogin, type LoginCheck } from '../member/index.js';
import { checkSiteKind } from '../agent/index.js';
import { sessionRepo } from './repo.js';
import { consumeCode, mobileKey } from './verification.js';

export interface ClientMeta {
  ip: string;
  device: string | null;
}

/** What login needs beyond the payload. */
export interface LoginContext {
  /** The request's host (no port): an agent or member site refuses the other kind of account. */
  host?: string;
  /** The merchant's captcha provider (app.providers.captcha). */
  captcha: CaptchaProvider;
  meta: ClientMeta;
  ttlMs: number;
  /** MOBILEVERCODELOGIN3: SMS-code login allowed. */
  smsLogin: boolean;
}

/**
 * Login by password or SMS code. The brute-force defence (captcha after a failure, slow-down per account and address,
 * no lock-out the attacker can trigger, counts shared with the in-session password forms) is guardLogin's: its
 * comment states the policy. The secret is only looked at inside the guard.
 */
export async function login(db: Db, fast: FastStore, merchant: Merchant, input: LoginRequest, ctx: LoginContext): Promise<LoginResult> {
  const sms = input.type === 'sms';
  if (sms && !ctx.smsLogin) throw new AppError(ErrorCode.FEATURE_DISABLED);
  if (sms && !input.countryDialingCode) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'countryDialingCode', message: 'required' }] });
  }
  const account = sms ? mobileKey(input.countryDialingCode!, input.username) : input.username;
  const method = sms ? 'sms' : 'password';
  const attempt = { merchantId: merchant.id, account, ip: ctx.meta.ip, captcha: input.captcha, captchaKey: input.captchaKey };
  const member = await guardLogin(fast, ctx.captcha, attempt, async (): Promise<LoginCheck> => {
    let found: Member | null;
    if (sms) {
      found = await accountRepo.findMemberByMobile(db, merchant.id, account);
      try {
        await consumeCode(db, { merchantId: merchant.id, purpose: 'noLogin', target: account, code: input.password });
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.VERIFICATION_INVALID) return { ok: false, code: ErrorCode.VERIFICATION_INVALID };
        throw err;
      }
      if (!found) return { ok: false, code: ErrorCode.INVALID_CREDENTIALS };
    } else {
      // The account name, else (digits only) the mobile number a member signed up with (issue 33 item 8).
      found = await memberRepo.findByUsername(db, merchant.id, input.username);
      if (!found && /^\d{6,20}$/.test(input.username)) found = await accountRepo.findOneMemberByNumber(db, merchant.id, input.username);
      const valid = await verifyPassword(found?.passwordHash ?? null, input.password);
      if (!found || !valid) return { ok: false, code: ErrorCode.INVALID_CREDENTIALS };
    }
    // Only a caller who knows the secret learns that the account is disabled or locked by an operator (not counted
    // as a failure); the refusal goes to the login history. A wrong secret is not written there: that would make a
    // known account answer slower than an unknown one.
    const refusal = await loginRefusal(db, merchant.id, found);
    if (refusal) {
      await recordLogin(db, { merchantId: merchant.id, memberId: found.id, method, result: refusal, ip: ctx.meta.ip, device: ctx.meta.device });
      // A time-out or self-exclusion is the member's own: its refusal says until when (RG_TIMED_OUT / RG_SELF_EXCLUDED).
      throw (refusal === 'excluded' ? await accessBarOf(db, merchant.id, found.id) : null) ?? new AppError(ErrorCode.ACCOUNT_DISABLED);
    }
    return { ok: true, member: found };
  });
  // Agent and member sites (issue 12): checked after the credentials, so only the account's owner learns it.
  await checkSiteKind(db, merchant.id, ctx.host, member.type);
  return db.transaction(async (tx) => {
    const session = await openSession(tx, merchant, member, ctx.meta, ctx.ttlMs, method);
    await publishMemberLoggedIn(tx, merchant.id, { memberId: member.id, method });
    return session;
  });
}

/** True when the member must change the password now: never changed since an operator set it, or too old. */
export async function mustChangePassword(db: Executor, merchantId: number, member: Member): Promise<boolean> {
  if (member.firstTimeLogin) return true;
  if (ACCOUNT_LIMITS.passwordMaxAgeDays <= 0 || member.type === MemberType.trial) return false;
  const account = await accountRepo.findByMember(db, merchantId, member.id);
  if (!account) return false;
  return Date.now() - account.passwordChangedAt.getTime() > ACCOUNT_LIMITS.passwordMaxAgeDays * 86_400_000;
}

/**
 * Issues a session token for a member whose identity is already proven (login, registration, trial), and writes the
 * login to the member's history in the same transaction.
 */
export async function openSession(
  db: Db,
  merchant: Merchant,
  member: Member,
  meta: ClientMeta,
  ttlMs: number,
  method: MemberLoginMethod,
): Promise<LoginResult> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await sessionRepo.insert(tx, {
      tokenHash: sha256Hex(token),
      merchantId: merchant.id,
      memberId: member.id,
      expiresAt: new Date(Date.now() + ttlMs),
      ip: meta.ip,
      device: meta.device,
    });
    await recordLogin(tx, { merchantId: merchant.id, memberId: member.id, method, result: 'ok', ip: meta.ip, device: meta.device });
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

/** The member guard's check (platform/auth.ts requireMember): the session behind a token, as the request's auth. */
export const memberAuthenticator: MemberAuthenticator = async (db, merchantId, token) => {
  const session = await authenticate(db, merchantId, token);
  return { sessionId: session.id, memberId: session.memberId, merchantId: session.merchantId };
};
