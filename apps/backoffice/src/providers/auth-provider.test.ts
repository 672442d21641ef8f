import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, type OperatorIdentity, type OpsLoginResult } from '@wps/contract';
import { OpsHttpError, type OpsRequestFn } from '../api/ops-client';
import { setLocale } from '../i18n/i18n';
import { currentMerchant, currentRoles, getToken, signOut } from '../session/session';
import { canDo, createAccessControlProvider } from './access-control';
import { createAuthProvider, LOGIN_PATH, TWO_FACTOR_PATH } from './auth-provider';

const operator: OperatorIdentity = {
  id: 3,
  username: 'finance',
  displayName: 'Demo Finance',
  totpEnabled: true,
  totpVerified: true,
  via: 'session',
  grants: [
    { merchantCode: 'demo', merchantName: 'Demo', roles: ['finance'], requireTotp: false },
    { merchantCode: 'other', merchantName: 'Other', roles: ['support'], requireTotp: true },
  ],
};
const result: OpsLoginResult = { token: 'ops_s_abc', idleTimeoutSeconds: 1800, expiresAt: '2030-01-01T00:00:00.000Z', operator };

/** A server that wants the authenticator code 123456 after the password. */
function server() {
  const bodies: unknown[] = [];
  const request = vi.fn(async (name: string, req: { body?: { otp?: string; password?: string } } = {}) => {
    if (name === 'opsLogout') return { done: true };
    if (name === 'opsMe') return operator;
    bodies.push(req.body);
    if (req.body?.password !== 'Demo@1234') throw new OpsHttpError(401, ErrorCode.INVALID_CREDENTIALS);
    if (!req.body.otp) throw new OpsHttpError(401, ErrorCode.OTP_REQUIRED);
    if (req.body.otp !== '123456') throw new OpsHttpError(422, ErrorCode.OTP_INVALID);
    return result;
  });
  return { request: request as unknown as OpsRequestFn, bodies, mock: request };
}

describe('auth provider', () => {
  beforeEach(() => {
    signOut();
    setLocale('en');
  });

  it('asks for the authenticator code when the answer is OTP_REQUIRED, then signs in with it', async () => {
    const { request, bodies } = server();
    const auth = createAuthProvider(request);
    const first = await auth.login({ username: 'finance', password: 'Demo@1234' });
    expect(first).toMatchObject({ success: false, otpRequired: true, errorCode: 'OTP_REQUIRED' });
    expect(getToken()).toBeNull();

    const wrong = await auth.login({ username: 'finance', password: 'Demo@1234', otp: '000000' });
    expect(wrong).toMatchObject({ success: false, otpRequired: false, errorCode: 'OTP_INVALID' });
    expect(wrong.error?.message).toMatch(/wrong, expired or already used/);

    const second = await auth.login({ username: 'finance', password: 'Demo@1234', otp: '123456' });
    expect(second).toEqual({ success: true, redirectTo: '/' });
    expect(bodies).toEqual([
      { username: 'finance', password: 'Demo@1234' },
      { username: 'finance', password: 'Demo@1234', otp: '000000' },
      { username: 'finance', password: 'Demo@1234', otp: '123456' },
    ]);
    expect(getToken()).toBe('ops_s_abc');
    expect(currentMerchant()).toBe('demo');
    expect(currentRoles()).toEqual(['finance']);
    expect(await auth.check()).toEqual({ authenticated: true });
  });

  it('says why a sign-in is refused, in the chosen language (a lockout with its end)', async () => {
    const locked = new OpsHttpError(429, ErrorCode.ACCOUNT_LOCKED, { lockedUntil: '2030-05-01T10:30:00.000Z' });
    const auth = createAuthProvider((async () => {
      throw locked;
    }) as unknown as OpsRequestFn);
    const en = await auth.login({ username: 'x', password: 'y' });
    expect(en.error?.message).toMatch(/^Too many failed attempts: this account is locked until .*2030/);
    setLocale('zh-CN');
    const zh = await auth.login({ username: 'x', password: 'y' });
    expect(zh.error?.message).toMatch(/^失败次数过多：账户已锁定至 2030/);
    for (const code of [ErrorCode.INVALID_CREDENTIALS, ErrorCode.ACCOUNT_DISABLED, ErrorCode.RATE_LIMITED]) {
      const a = createAuthProvider((async () => {
        throw new OpsHttpError(401, code);
      }) as unknown as OpsRequestFn);
      expect((await a.login({ username: 'x', password: 'y' })).error?.message).not.toMatch(/^login\./);
    }
  });

  it('signs out on a 401, sends a 403 TOTP_REQUIRED to the enrolment, and ends the session on logout', async () => {
    const { request, mock } = server();
    const auth = createAuthProvider(request);
    await auth.login({ username: 'finance', password: 'Demo@1234', otp: '123456' });
    expect(await auth.onError(new OpsHttpError(401, ErrorCode.SESSION_EXPIRED))).toMatchObject({ logout: true, redirectTo: LOGIN_PATH });
    expect(await auth.onError(new OpsHttpError(403, ErrorCode.TOTP_REQUIRED))).toEqual({ redirectTo: TWO_FACTOR_PATH });
    expect(await auth.onError(new OpsHttpError(403, ErrorCode.FORBIDDEN))).toEqual({});
    expect(await auth.getIdentity!()).toMatchObject({ username: 'finance' });
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: LOGIN_PATH });
    expect(mock.mock.calls.map((c) => c[0])).toContain('opsLogout');
    expect(getToken()).toBeNull();
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: LOGIN_PATH });
  });
});

describe('access control from the grants', () => {
  beforeEach(() => signOut());

  it('allows what the roles at the current merchant allow, by the calls of each action', async () => {
    expect(canDo(['finance'], 'deposits', 'list')).toBe(true);
    expect(canDo(['finance'], 'deposits', 'approve')).toBe(true);
    expect(canDo(['support'], 'deposits', 'list')).toBe(false);
    // Support reviews reward applications, the one Finance page it may open: the group shows, the money queues do not.
    expect(canDo(['support'], 'finance', 'list')).toBe(true);
    expect(canDo(['support'], 'rewardApplications', 'list')).toBe(true);
    expect(canDo(['support'], 'adjustments', 'list')).toBe(false);
    expect(canDo(['content'], 'finance', 'list')).toBe(false);
    expect(canDo(['content'], 'turnoverRules', 'list')).toBe(false);
    expect(canDo(['finance'], 'finance', 'list')).toBe(true);
    expect(canDo(['risk'], 'audit', 'list')).toBe(true);
    expect(canDo(['risk'], 'operators', 'list')).toBe(false);
    expect(canDo(['risk'], 'admin', 'list')).toBe(true);
    expect(canDo(['content'], 'maintenance', 'list')).toBe(true);
    expect(canDo(['content'], 'maintenance', 'edit')).toBe(false);
    expect(canDo(['admin'], 'operators', 'edit')).toBe(true);
    // The operator's own account is everyone's.
    expect(canDo(['support'], 'account', 'list')).toBe(true);
    expect(canDo(['support'], 'apiKeys', 'create')).toBe(true);
    const acl = createAccessControlProvider();
    expect(await acl.can({ resource: 'deposits', action: 'list' })).toMatchObject({ can: false });
  });
});
