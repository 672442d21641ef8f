import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  minorToMoney,
  moneyToMinor,
  type OperatorIdentity,
  type OperatorRole,
  type OpsApiKey,
  type OpsApiKeyCreated,
  type OpsLoginResult,
  type OpsOperator,
  type OpsSecuritySettings,
  type OpsSession,
  type OpsTotpSetup,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { hashPassword, newToken, sha256Hex, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { auditEvent, type OperatorContext, type OpsContext } from '../../platform/ops-auth.js';
import { clientIp, headerValue } from '../../platform/request-context.js';
import { apiKeyRepo, operatorRepo, operatorSessionRepo, updateMerchantSecurity, type OperatorRow } from './repo.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';
import { isoOrNull } from '../../platform/values.js';

/** Operator sign-in rules: sessions end after 30 idle minutes or 12 hours; 5 failures lock the account 15 minutes. */
export const OPERATOR_RULES = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  maxFailures: 5,
  lockMs: 15 * 60_000,
  /** A session's last-seen time is written at most this often (not on every call). */
  touchEveryMs: 60_000,
} as const;

const SESSION_PREFIX = 'ops_s_';
const KEY_PREFIX = 'ops_k_';
const ISSUER = 'WPS Back Office';


async function identity(db: Executor, op: OperatorRow, via: OperatorContext['via'], totpVerified: boolean): Promise<OperatorIdentity> {
  const grants = await operatorRepo.grants(db, op.id);
  return {
    id: op.id,
    username: op.username,
    displayName: op.displayName,
    totpEnabled: op.totpSecret !== null,
    totpVerified,
    via,
    grants: grants.map((g) => ({ merchantCode: g.merchantCode, merchantName: g.merchantName, roles: g.roles, requireTotp: g.requireTotp })),
  };
}

/** One audit row per merchant the operator serves, so each merchant's trail shows its operators' sign-ins. */
async function auditAcrossGrants(db: Db, request: FastifyRequest, op: OperatorRow, action: string, after?: unknown): Promise<void> {
  const grants = await operatorRepo.grants(db, op.id);
  for (const g of grants.length ? grants : [{ merchantId: null }]) {
    await auditEvent(db, request, { merchantId: g.merchantId, operatorId: op.id, operatorName: op.username, action, after });
  }
}

/**
 * Sign-in: password first (one answer for an unknown name and a wrong password), then the authenticator code when
 * two-factor is enrolled. Failures count towards the lockout; a locked or disabled account is refused.
 */
export async function login(db: Db, request: FastifyRequest, input: { username: string; password: string; otp?: string }): Promise<OpsLoginResult> {
  const now = new Date();
  const op = await operatorRepo.byName(db, input.username);
  const passwordOk = await verifyPassword(op?.passwordHash ?? null, input.password);
  if (!op) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  if (op.lockedUntil && op.lockedUntil > now) throw new AppError(ErrorCode.ACCOUNT_LOCKED, { value: { lockedUntil: op.lockedUntil.toISOString() } });
  const fail = async (code: ErrorCode, reason: string): Promise<never> => {
    await operatorRepo.failedLogin(db, op.id, OPERATOR_RULES.maxFailures, new Date(now.getTime() + OPERATOR_RULES.lockMs));
    await auditAcrossGrants(db, request, op, 'opsLoginFailed', { reason });
    throw new AppError(code);
  };
  if (!passwordOk) return fail(ErrorCode.INVALID_CREDENTIALS, 'password');
  if (op.disabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  let totpVerified = false;
  if (op.totpSecret) {
    if (!input.otp) throw new AppError(ErrorCode.OTP_REQUIRED);
    const step = matchTotp(op.totpSecret, input.otp, now.getTime(), op.totpLastStep);
    if (step === null) return fail(ErrorCode.OTP_INVALID, 'otp');
    await operatorRepo.update(db, op.id, { totpLastStep: step });
    totpVerified = true;
  }
  const token = SESSION_PREFIX + newToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_RULES.absoluteMs);
  return db.transaction(async (tx) => {
    await operatorRepo.update(tx, op.id, { failedLogins: 0, lockedUntil: null, lastLoginAt: now });
    await operatorSessionRepo.insert(tx, {
      operatorId: op.id,
      tokenHash: sha256Hex(token),
      totpVerified,
      ip: clientIp(request),
      userAgent: headerValue(request, 'user-agent', 256) ?? null,
      expiresAt,
    });
    await auditAcrossGrants(tx, request, op, 'opsLogin', { totpVerified });
    return {
      token,
      idleTimeoutSeconds: OPERATOR_RULES.idleMs / 1000,
      expiresAt: expiresAt.toISOString(),
      operator: await identity(tx, op, 'session', totpVerified),
    };
  });
}

/** The operator behind a credential (the guards' lookup): a live session within its idle time, or a live API key. */
export async function authenticate(db: Db, credential: string): Promise<OperatorContext> {
  const now = new Date();
  if (credential.startsWith(KEY_PREFIX)) {
    const found = await apiKeyRepo.live(db, sha256Hex(credential));
    if (!found || found.operator.disabled) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > OPERATOR_RULES.touchEveryMs) await apiKeyRepo.touch(db, found.key.id, now);
    return { id: found.operator.id, username: found.operator.username, via: 'api-key', sessionId: null, totpVerified: false };
  }
  const found = await operatorSessionRepo.live(db, sha256Hex(credential), now);
  if (!found || found.operator.disabled) throw new AppError(ErrorCode.SESSION_EXPIRED);
  const idle = now.getTime() - found.session.lastSeenAt.getTime();
  if (idle > OPERATOR_RULES.idleMs) {
    await operatorSessionRepo.revoke(db, found.session.id, now);
    throw new AppError(ErrorCode.SESSION_EXPIRED);
  }
  if (idle > OPERATOR_RULES.touchEveryMs) await operatorSessionRepo.touch(db, found.session.id, now);
  return {
    id: found.operator.id,
    username: found.operator.username,
    via: 'session',
    sessionId: found.session.id,
    totpVerified: found.session.totpVerified,
  };
}

export async function grantAt(db: Db, operatorId: number, code: string): Promise<{ merchant: Merchant; roles: OperatorRole[] } | null> {
  return operatorRepo.grantAt(db, operatorId, code);
}

async function self(ctx: OpsContext): Promise<OperatorRow> {
  const op = await operatorRepo.byId(ctx.db, ctx.operator.id);
  if (!op) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return op;
}

export async function me(ctx: OpsContext): Promise<OperatorIdentity> {
  return identity(ctx.db, await self(ctx), ctx.operator.via, ctx.operator.totpVerified);
}

export async function logout(ctx: OpsContext): Promise<{ done: true }> {
  if (ctx.operator.sessionId !== null) await operatorSessionRepo.revoke(ctx.db, ctx.operator.sessionId, new Date());
  ctx.audit.target = `session ${ctx.operator.sessionId ?? 'api-key'}`;
  return { done: true };
}

export async function sessions(ctx: OpsContext): Promise<OpsSession[]> {
  const rows = await operatorSessionRepo.open(ctx.db, ctx.operator.id, new Date());
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === ctx.operator.sessionId,
  }));
}

export async function signOutEverywhere(ctx: OpsContext): Promise<{ ended: number }> {
  return { ended: await operatorSessionRepo.revokeAll(ctx.db, ctx.operator.id, new Date()) };
}

/** A new password ends the operator's other sessions (whoever knew the old one is out). */
export async function changePassword(ctx: OpsContext, input: { current: string; next: string }): Promise<{ done: true }> {
  const op = await self(ctx);
  if (!(await verifyPassword(op.passwordHash, input.current))) throw new AppError(ErrorCode.LOGIN_PASSWORD_WRONG);
  if (input.current === input.next) throw new AppError(ErrorCode.PASSWORD_SAME);
  await operatorRepo.update(ctx.db, op.id, { passwordHash: await hashPassword(input.next) });
  await operatorSessionRepo.revokeAll(ctx.db, op.id, new Date(), ctx.operator.sessionId ?? undefined);
  return { done: true };
}

/** A pending secret to scan; two-factor is on only once a code from it is confirmed. */
export async function totpSetup(ctx: OpsContext): Promise<OpsTotpSetup> {
  const op = await self(ctx);
  if (op.totpSecret) throw new AppError(ErrorCode.CONFLICT, { detail: 'two-factor already enrolled' });
  const secret = newTotpSecret();
  await operatorRepo.update(ctx.db, op.id, { totpPending: secret });
  ctx.audit.after = { pending: true };
  return { secret, otpauthUrl: otpauthUrl(ISSUER, op.username, secret) };
}

export async function totpConfirm(ctx: OpsContext, code: string): Promise<{ done: true }> {
  const op = await self(ctx);
  if (!op.totpPending) throw new AppError(ErrorCode.NOT_FOUND);
  const step = matchTotp(op.totpPending, code, Date.now(), null);
  if (step === null) throw new AppError(ErrorCode.OTP_INVALID);
  await operatorRepo.update(ctx.db, op.id, { totpSecret: op.totpPending, totpPending: null, totpLastStep: step });
  // The session that proved the code has passed two-factor; the operator's other sessions sign in again.
  if (ctx.operator.sessionId !== null) await operatorSessionRepo.markTotp(ctx.db, ctx.operator.sessionId);
  await operatorSessionRepo.revokeAll(ctx.db, op.id, new Date(), ctx.operator.sessionId ?? undefined);
  ctx.audit.before = { totpEnabled: false };
  ctx.audit.after = { totpEnabled: true };
  return { done: true };
}

export async function totpDisable(ctx: OpsContext, input: { password: string; code: string }): Promise<{ done: true }> {
  const op = await self(ctx);
  if (!op.totpSecret) throw new AppError(ErrorCode.NOT_FOUND);
  if (!(await verifyPassword(op.passwordHash, input.password))) throw new AppError(ErrorCode.LOGIN_PASSWORD_WRONG);
  if (matchTotp(op.totpSecret, input.code, Date.now(), op.totpLastStep) === null) throw new AppError(ErrorCode.OTP_INVALID);
  await operatorRepo.update(ctx.db, op.id, { totpSecret: null, totpPending: null, totpLastStep: null });
  ctx.audit.before = { totpEnabled: true };
  ctx.audit.after = { totpEnabled: false };
  return { done: true };
}

const keyView = (k: Awaited<ReturnType<typeof apiKeyRepo.ofOperator>>[number]): OpsApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: isoOrNull(k.lastUsedAt),
  revokedAt: isoOrNull(k.revokedAt),
});

export async function apiKeys(ctx: OpsContext): Promise<OpsApiKey[]> {
  return (await apiKeyRepo.ofOperator(ctx.db, ctx.operator.id)).map(keyView);
}

export async function createApiKey(ctx: OpsContext, name: string): Promise<OpsApiKeyCreated> {
  const key = KEY_PREFIX + newToken();
  const row = await apiKeyRepo.insert(ctx.db, { operatorId: ctx.operator.id, name, prefix: key.slice(0, 12), keyHash: sha256Hex(key) });
  ctx.audit.target = `api-key ${row.id}`;
  ctx.audit.after = keyView(row);
  return { ...keyView(row), key };
}

export async function revokeApiKey(ctx: OpsContext, id: number): Promise<{ done: true }> {
  if (!(await apiKeyRepo.revoke(ctx.db, ctx.operator.id, id, new Date()))) throw new AppError(ErrorCode.NOT_FOUND);
  ctx.audit.target = `api-key ${id}`;
  return { done: true };
}

const operatorView = (op: OperatorRow, roles: OperatorRole[]): OpsOperator => ({
  id: op.id,
  username: op.username,
  displayName: op.displayName,
  roles,
  totpEnabled: op.totpSecret !== null,
  disabled: op.disabled,
  lockedUntil: op.lockedUntil && op.lockedUntil > new Date() ? op.lockedUntil.toISOString() : null,
  lastLoginAt: isoOrNull(op.lastLoginAt),
  createdAt: op.createdAt.toISOString(),
});

export async function listOperators(ctx: OpsContext, merchant: Merchant): Promise<OpsOperator[]> {
  return (await operatorRepo.ofMerchant(ctx.db, merchant.id)).map((r) => operatorView(r.operator, r.roles));
}

export async function createOperator(
  ctx: OpsContext,
  merchant: Merchant,
  input: { username: string; displayName: string; password: string; roles: OperatorRole[] },
): Promise<OpsOperator> {
  if (await operatorRepo.byName(ctx.db, input.username)) throw new AppError(ErrorCode.USERNAME_TAKEN);
  const roles = [...new Set(input.roles)];
  const op = await operatorRepo.insert(ctx.db, { username: input.username, displayName: input.displayName, passwordHash: await hashPassword(input.password) });
  await operatorRepo.setGrant(ctx.db, op.id, merchant.id, roles);
  ctx.audit.target = `operator ${op.username}`;
  return operatorView(op, roles);
}

/** An admin's changes to an operator of the merchant. Admins cannot lock themselves out (own admin role, disable). */
export async function updateOperator(
  ctx: OpsContext,
  merchant: Merchant,
  id: number,
  input: { displayName?: string; roles?: OperatorRole[]; disabled?: boolean; unlock?: true; password?: string; resetTotp?: true },
): Promise<OpsOperator> {
  const current = (await operatorRepo.ofMerchant(ctx.db, merchant.id)).find((r) => r.operator.id === id);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND);
  const isSelf = id === ctx.operator.id;
  if (isSelf && (input.disabled === true || (input.roles && !input.roles.includes('admin')))) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: isSelf && input.disabled ? 'disabled' : 'roles', message: 'an admin cannot lock themselves out' }] });
  }
  ctx.audit.target = `operator ${current.operator.username}`;
  ctx.audit.before = operatorView(current.operator, current.roles);
  const patch: Parameters<typeof operatorRepo.update>[2] = {};
  if (input.displayName !== undefined) patch.displayName = input.displayName;
  if (input.disabled !== undefined) patch.disabled = input.disabled;
  if (input.unlock) Object.assign(patch, { lockedUntil: null, failedLogins: 0 });
  if (input.password !== undefined) patch.passwordHash = await hashPassword(input.password);
  if (input.resetTotp) Object.assign(patch, { totpSecret: null, totpPending: null, totpLastStep: null });
  const op = Object.keys(patch).length ? await operatorRepo.update(ctx.db, id, patch) : current.operator;
  // A new password, a disable or a two-factor reset ends the operator's sessions.
  if (input.password !== undefined || input.disabled === true || input.resetTotp) await operatorSessionRepo.revokeAll(ctx.db, id, new Date());
  const roles = input.roles ? [...new Set(input.roles)] : current.roles;
  if (input.roles) await operatorRepo.setGrant(ctx.db, id, merchant.id, roles);
  return operatorView(op, roles);
}

const securityView = (m: Merchant): OpsSecuritySettings => ({
  requireTotp: m.opsRequireTotp,
  dualApprovalThreshold: m.dualApprovalThreshold === null ? null : minorToMoney(m.dualApprovalThreshold),
});

export const securitySettings = (merchant: Merchant): OpsSecuritySettings => securityView(merchant);

export async function updateSecuritySettings(
  ctx: OpsContext,
  merchant: Merchant,
  input: { requireTotp?: boolean; dualApprovalThreshold?: string | null },
): Promise<OpsSecuritySettings> {
  ctx.audit.target = 'security settings';
  ctx.audit.before = securityView(merchant);
  const patch: { opsRequireTotp?: boolean; dualApprovalThreshold?: bigint | null } = {};
  if (input.requireTotp !== undefined) patch.opsRequireTotp = input.requireTotp;
  if (input.dualApprovalThreshold !== undefined) patch.dualApprovalThreshold = input.dualApprovalThreshold === null ? null : moneyToMinor(input.dualApprovalThreshold);
  return securityView(await updateMerchantSecurity(ctx.db, merchant.id, patch));
}
