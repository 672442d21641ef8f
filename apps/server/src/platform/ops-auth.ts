import type { FastifyRequest } from 'fastify';
import { ErrorCode, OPS_TOKEN_HEADER, type CallDef, type OperatorRole } from '@wps/contract';
import type { Db, Executor } from '../db/client.js';
import type { Merchant } from '../db/schema.js';
import { auditRepo } from './audit-repo.js';
import { AppError } from './envelope.js';
import { clientIp, headerValue } from './request-context.js';

/** Who made an operator call: a signed-in session or an API key, both of one operator. */
export interface OperatorContext {
  id: number;
  username: string;
  via: 'session' | 'api-key';
  sessionId: number | null;
  /** Two-factor passed: a session that passed it, or a key of an operator who has it enrolled. */
  totpVerified: boolean;
}

/** What a change's handler may tell the audit trail beyond what serve knows (the call, its params, its answer). */
export interface AuditNote {
  /** The thing changed, e.g. `deposit D123` (default: the path's params but the merchant). */
  target?: string;
  /** Its state before the change. */
  before?: unknown;
  /** Its state after (default: the call's answer). */
  after?: unknown;
}

/** The operator side of a request behind the `operator` or `staff` guard. */
export interface OpsContext {
  operator: OperatorContext;
  /** The merchant of the path's `:code` (operator calls), null for `staff` calls. */
  merchant: Merchant | null;
  /** The caller's roles at that merchant. */
  roles: OperatorRole[];
  /** Where a change's handler writes: the transaction that also writes its audit row (else the database). */
  db: Db;
  audit: AuditNote;
  /** The time step of the caller's authenticator code that a check before the change accepted (operator module). */
  provenTotpStep?: number;
}

/** The operator module's services the guards need (app.ts hands them over, as it does the member guard's). */
export interface OperatorAuthority {
  /** The operator behind a session token or API key: NOT_LOGGED_IN / SESSION_EXPIRED otherwise. Touches the session. */
  authenticate(db: Db, credential: string, request: FastifyRequest): Promise<OperatorContext>;
  /** The merchant of a code (fresh, no cache) and the operator's roles there (empty when none). */
  grantAt(db: Db, operatorId: number, code: string): Promise<{ merchant: Merchant; roles: OperatorRole[] } | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator and staff guards. */
    ops: OpsContext;
  }
  interface FastifyInstance {
    operatorAuthority: OperatorAuthority;
  }
}

/** The credential of an operator call: a session token or an API key, in the X-Ops-Token header. */
export const opsCredential = (request: FastifyRequest): string | undefined => headerValue(request, OPS_TOKEN_HEADER, 512);

async function signedIn(request: FastifyRequest): Promise<OperatorContext> {
  const credential = opsCredential(request);
  if (!credential) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  return request.server.operatorAuthority.authenticate(request.server.db, credential, request);
}

/** Guard of `staff` calls: any signed-in operator, acting on their own account. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  request.ops = { operator: await signedIn(request), merchant: null, roles: [], db: request.server.db, audit: {} };
}

/**
 * Guard of `operator` calls: a signed-in operator holding one of the call's roles (or admin) at the merchant of
 * the path's `:code`. No credential 401; unknown merchant 404; no role there 403 FORBIDDEN; a merchant that
 * requires two-factor refuses a session that has not passed it and a key of an operator without it (403
 * TOTP_REQUIRED: a key follows its operator's two-factor, see the operator module's authenticate).
 */
export function requireOperator(call: CallDef) {
  const allowed = new Set<OperatorRole>(call.roles ?? []);
  return async (request: FastifyRequest): Promise<void> => {
    const operator = await signedIn(request);
    const code = (request.params as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || code.length === 0 || code.length > 64) throw new AppError(ErrorCode.NOT_FOUND);
    const grant = await request.server.operatorAuthority.grantAt(request.server.db, operator.id, code);
    if (!grant) throw new AppError(ErrorCode.NOT_FOUND);
    if (!grant.roles.some((r) => r === 'admin' || allowed.has(r))) throw new AppError(ErrorCode.FORBIDDEN);
    if (grant.merchant.opsRequireTotp && !operator.totpVerified) throw new AppError(ErrorCode.TOTP_REQUIRED);
    request.ops = { operator, merchant: grant.merchant, roles: grant.roles, db: request.server.db, audit: {} };
  };
}

/** The path's params but the merchant code, as the default target of an audit row. */
function defaultTarget(params: unknown): string | null {
  const entries = Object.entries((params ?? {}) as Record<string, unknown>).filter(([k]) => k !== 'code');
  return entries.length ? entries.map(([k, v]) => `${k}=${String(v)}`).join(' ') : null;
}

/**
 * Runs a changing operator call in one transaction with its audit row: who (operator, via), what (the call's name),
 * which thing, before and after, when, from where. A change that fails rolls back with its row.
 */
export async function withAudit<T>(request: FastifyRequest, call: CallDef, run: () => Promise<T>): Promise<T> {
  return request.server.db.transaction(async (tx) => {
    // A transaction is a database to the services (their own transactions become savepoints inside it).
    request.ops.db = tx as unknown as Db;
    const value = await run();
    const { operator, merchant, audit } = request.ops;
    await auditRepo.insert(tx, {
      merchantId: merchant?.id ?? null,
      operatorId: operator.id,
      operatorName: operator.username,
      via: operator.via,
      action: call.name,
      target: audit.target ?? defaultTarget(request.params),
      before: audit.before ?? null,
      after: 'after' in audit ? audit.after : value,
      ip: clientIp(request),
      userAgent: headerValue(request, 'user-agent', 256) ?? null,
    });
    return value;
  });
}

/** An audit row of its own (a refused sign-in), outside any change's transaction. */
export async function auditEvent(
  db: Executor,
  request: FastifyRequest,
  row: { merchantId?: number | null; operatorId: number | null; operatorName: string; action: string; target?: string | null; after?: unknown },
): Promise<void> {
  await auditRepo.insert(db, {
    merchantId: row.merchantId ?? null,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    via: 'session',
    action: row.action,
    target: row.target ?? null,
    before: null,
    after: row.after ?? null,
    ip: clientIp(request),
    userAgent: headerValue(request, 'user-agent', 256) ?? null,
  });
}

/** The merchant of an `operator` call (its guard has resolved it). */
export function opsMerchantOf(request: FastifyRequest): Merchant {
  if (!request.ops?.merchant) throw new Error('opsMerchantOf: not an operator call of a merchant');
  return request.ops.merchant;
}

/** A change that reports its state before and after: the target and `before` go to its audit row, `after` is the answer. */
export async function recordChange<T>(request: FastifyRequest, target: string, change: () => Promise<{ before: unknown; after: T }>): Promise<T> {
  request.ops.audit.target = target;
  const { before, after } = await change();
  request.ops.audit.before = before;
  return after;
}
