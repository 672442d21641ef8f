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
import type { FastStore } from '../../platform/fast-store.js';
import { auditEvent, type OperatorContext, type OpsContext } from '../../platform/ops-auth.js';
import { clientIp, headerValue } from '../../platform/request-context.js';
import { guardOpsSecret, OPS_ATTEMPTS, type SecretCheck } from './attempts.js';
import { apiKeyRepo, operatorRepo, operatorSessionRepo, updateMerchantSecurity, type OperatorRow } from './repo.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';
import { isoOrNull } from '../../platform/values.js';

/**
 * Operator sign-in rules: sessions end after 30 idle minutes or 12 hours. Failed checks of a password or code slow
 * the guesser down and lock nobody out (attempts.ts).
 */
export const OPERATOR_RULES = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  /** A session's last-seen time is written at most this often (not on every call). */
  touchEveryMs: 60_000,
  /** A session that signed in with an authenticator code this recently may create an API key without another. */
  freshTotpMs: 5 * 60_000,
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

/** The operator signed in from this address lately: what other addresses do to the account never holds it. */
async function knownAddress(db: Executor, operatorId: number | undefined, ip: string): Promise<boolean> {
  if (operatorId === undefined) return false;
  return operatorSessionRepo.signedInFrom(db, operatorId, ip, new Date(Date.now() - OPS_ATTEMPTS.knownDays * 86_400_000));
}

const failed = (code: ErrorCode, reason: string): SecretCheck<never> => ({ ok: false, code, reason });

/**
 * Sign-in: password first (one answer for an unknown name and a wrong password), then the authenticator code when
 * two-factor is enrolled, under the operator's attempt budget (attempts.ts: slowed, never locked). Past the
 * budget's cap an address new to the account has its code checked first. A disabled account is refused.
 */
export async function login(db: Db, fast: FastStore, request: FastifyRequest, input: { username: string; password: string; otp?: string }): Promise<OpsLoginResult> {
  const now = new Date();
  const ip = clientIp(request);
  const op = await operatorRepo.byName(db, input.username);
  const codeStep = () => (op?.totpSecret && input.otp ? matchTotp(op.totpSecret, input.otp, now.getTime(), op.totpLastStep) : null);
  const attempt = { account: input.username, ip, known: await knownAddress(db, op?.id, ip) };
  const { found, step } = await guardOpsSecret(
    fast,
    attempt,
    async (strict) => {
      let step: number | null = null;
      if (strict) {
        if (!input.otp) throw new AppError(ErrorCode.OTP_REQUIRED);
        step = codeStep();
        if (step === null) return failed(ErrorCode.OTP_INVALID, 'otp');
      }
      const passwordOk = await verifyPassword(op?.passwordHash ?? null, input.password);
      if (!op || !passwordOk) return failed(ErrorCode.INVALID_CREDENTIALS, 'password');
      if (op.disabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
      if (op.totpSecret && step === null) {
        if (!input.otp) throw new AppError(ErrorCode.OTP_REQUIRED);
        step = codeStep();
        if (step === null) return failed(ErrorCode.OTP_INVALID, 'otp');
      }
      return { ok: true, value: { found: op, step } };
    },
    async (reason) => {
      if (op) await auditAcrossGrants(db, request, op, 'opsLoginFailed', { reason });
    },
  );
  const totpVerified = step !== null;
  if (totpVerified) await operatorRepo.update(db, found.id, { totpLastStep: step });
  const token = SESSION_PREFIX + newToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_RULES.absoluteMs);
  return db.transaction(async (tx) => {
    await operatorRepo.update(tx, found.id, { lastLoginAt: now });
    await operatorSessionRepo.insert(tx, {
      operatorId: found.id,
      tokenHash: sha256Hex(token),
      totpVerified,
      ip,
      userAgent: headerValue(request, 'user-agent', 256) ?? null,
      expiresAt,
    });
    await auditAcrossGrants(tx, request, found, 'opsLogin', { totpVerified });
    return {
      token,
      idleTimeoutSeconds: OPERATOR_RULES.idleMs / 1000,
      expiresAt: expiresAt.toISOString(),
      operator: await identity(tx, found, 'session', totpVerified),
    };
  });
}

/**
 * The operator behind a credential (the guards' lookup): a live session within its idle time, or a live API key.
 * Two-factor counts only while the operator has it: a session that passed it, or a key (made with a code once
 * enrolled) of an operator who has it now; a key of an operator without it fails a merchant that requires it.
 */
export async function authenticate(db: Db, credential: string): Promise<OperatorContext> {
  const now = new Date();
  if (credential.startsWith(KEY_PREFIX)) {
    const found = await apiKeyRepo.live(db, sha256Hex(credential));
    if (!found || found.operator.disabled) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > OPERATOR_RULES.touchEveryMs) await apiKeyRepo.touch(db, found.key.id, now);
    return { id: found.operator.id, username: found.operator.username, via: 'api-key', sessionId: null, totpVerified: found.operator.totpSecret !== null };
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
    totpVerified: found.session.totpVerified && found.operator.totpSecret !== null,
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

/** Account security is changed by a person signed in, not by a key (a key cannot make keys or take the account). */
function interactive(ctx: OpsContext): void {
  if (ctx.operator.via !== 'session') throw new AppError(ErrorCode.FORBIDDEN, { detail: 'needs a signed-in session, not an API key' });
}

/**
 * Checks the caller's own password and / or authenticator code (the enrolled one, or the pending one being
 * confirmed) under the sign-in's attempt budget. Routes run it before the call's audited transaction, so a failure
 * is counted and audited although the call fails. An enrolled code is used up; its step is left in the context.
 */
export async function proveOwnSecrets(request: FastifyRequest, secrets: { password?: string; code?: string; pending?: boolean }): Promise<void> {
  const ctx = request.ops;
  interactive(ctx);
  const op = await self(ctx);
  const secret = secrets.pending ? op.totpPending : op.totpSecret;
  if (secrets.code !== undefined && !secret) throw new AppError(ErrorCode.NOT_FOUND);
  const ip = clientIp(request);
  const step = await guardOpsSecret(
    request.server.fast,
    { account: op.username, ip, known: await knownAddress(ctx.db, op.id, ip) },
    async () => {
      if (secrets.password !== undefined && !(await verifyPassword(op.passwordHash, secrets.password))) return failed(ErrorCode.LOGIN_PASSWORD_WRONG, 'password');
      if (secrets.code === undefined || !secret) return { ok: true, value: null };
      const matched = matchTotp(secret, secrets.code, Date.now(), secrets.pending ? null : op.totpLastStep);
      return matched === null ? failed(ErrorCode.OTP_INVALID, 'otp') : { ok: true, value: matched };
    },
    (reason) =>
      auditEvent(ctx.db, request, { operatorId: op.id, operatorName: op.username, action: 'opsSecretCheckFailed', target: request.routeOptions.url ?? null, after: { reason } }),
  );
  if (step !== null && !secrets.pending) await operatorRepo.update(ctx.db, op.id, { totpLastStep: step });
  ctx.provenTotpStep = step ?? undefined;
}

/**
 * Before an API key is made: a signed-in session (not a key), two-factor passed when a merchant of the operator
 * requires it, and, once enrolled, a fresh code (in the request, or the session signed in with one minutes ago).
 */
export async function proveKeyCreation(request: FastifyRequest, otp: string | undefined): Promise<void> {
  const ctx = request.ops;
  interactive(ctx);
  const op = await self(ctx);
  const grants = await operatorRepo.grants(ctx.db, op.id);
  if (grants.some((g) => g.requireTotp) && !ctx.operator.totpVerified) throw new AppError(ErrorCode.TOTP_REQUIRED);
  if (!op.totpSecret) return;
  if (otp !== undefined) return proveOwnSecrets(request, { code: otp });
  const session = ctx.operator.sessionId === null ? null : await operatorSessionRepo.byId(ctx.db, ctx.operator.sessionId);
  if (session?.totpVerified && Date.now() - session.createdAt.getTime() < OPERATOR_RULES.freshTotpMs) return;
  throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'otp', message: 'required' }] });
}

/** Ends every session (but `keepSession`) and revokes every API key of an operator: whoever held them is out. */
async function revokeCredentials(db: Executor, operatorId: number, keepSession?: number): Promise<{ revokedSessions: number; revokedKeys: number }> {
  const now = new Date();
  return {
    revokedSessions: await operatorSessionRepo.revokeAll(db, operatorId, now, keepSession),
    revokedKeys: await apiKeyRepo.revokeAll(db, operatorId, now),
  };
}

/** A new password (the current one proven by proveOwnSecrets) ends the other sessions and revokes every key. */
export async function changePassword(ctx: OpsContext, input: { current: string; next: string }): Promise<{ done: true }> {
  const op = await self(ctx);
  if (input.current === input.next) throw new AppError(ErrorCode.PASSWORD_SAME);
  await operatorRepo.update(ctx.db, op.id, { passwordHash: await hashPassword(input.next) });
  ctx.audit.after = await revokeCredentials(ctx.db, op.id, ctx.operator.sessionId ?? undefined);
  return { done: true };
}

/** A pending secret to scan; two-factor is on only once a code from it is confirmed. */
export async function totpSetup(ctx: OpsContext): Promise<OpsTotpSetup> {
  interactive(ctx);
  const op = await self(ctx);
  if (op.totpSecret) throw new AppError(ErrorCode.CONFLICT, { detail: 'two-factor already enrolled' });
  const secret = newTotpSecret();
  await operatorRepo.update(ctx.db, op.id, { totpPending: secret });
  ctx.audit.after = { pending: true };
  return { secret, otpauthUrl: otpauthUrl(ISSUER, op.username, secret) };
}

/** Turns two-factor on with the pending secret, whose code proveOwnSecrets has checked. */
export async function totpConfirm(ctx: OpsContext): Promise<{ done: true }> {
  const op = await self(ctx);
  if (!op.totpPending || ctx.provenTotpStep === undefined) throw new AppError(ErrorCode.NOT_FOUND);
  await operatorRepo.update(ctx.db, op.id, { totpSecret: op.totpPending, totpPending: null, totpLastStep: ctx.provenTotpStep });
  // The session that proved the code has passed two-factor; the operator's other sessions sign in again.
  if (ctx.operator.sessionId !== null) await operatorSessionRepo.markTotp(ctx.db, ctx.operator.sessionId);
  await operatorSessionRepo.revokeAll(ctx.db, op.id, new Date(), ctx.operator.sessionId ?? undefined);
  ctx.audit.before = { totpEnabled: false };
  ctx.audit.after = { totpEnabled: true };
  return { done: true };
}

/** Turns two-factor off; proveOwnSecrets has checked the password and a code. */
export async function totpDisable(ctx: OpsContext): Promise<{ done: true }> {
  const op = await self(ctx);
  if (!op.totpSecret) throw new AppError(ErrorCode.NOT_FOUND);
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

/** A new key (proveKeyCreation has let the caller make one). */
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
  // Recovery (a new password, a two-factor reset) ends the operator's sessions and revokes every API key; a disable
  // ends the sessions (keys answer nothing while the account is disabled).
  let revoked: { revokedSessions: number; revokedKeys?: number } | undefined;
  if (input.password !== undefined || input.resetTotp) revoked = await revokeCredentials(ctx.db, id);
  else if (input.disabled === true) revoked = { revokedSessions: await operatorSessionRepo.revokeAll(ctx.db, id, new Date()) };
  const roles = input.roles ? [...new Set(input.roles)] : current.roles;
  if (input.roles) await operatorRepo.setGrant(ctx.db, id, merchant.id, roles);
  const view = operatorView(op, roles);
  if (revoked) ctx.audit.after = { ...view, ...revoked };
  return view;
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
