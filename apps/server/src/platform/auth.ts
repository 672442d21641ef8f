import type { FastifyRequest } from 'fastify';
import { Headers } from '@wps/contract';
import type { Db } from '../db/client.js';
import { isAppError } from './envelope.js';
import { headerValue } from './request-context.js';

export interface AuthContext {
  sessionId: number;
  memberId: number;
  merchantId: number;
}

/** Checks a member token of a merchant (the session module's service; app.ts hands it over). */
export type MemberAuthenticator = (db: Db, merchantId: number, token: string | undefined) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember; routes behind the guard can rely on it. Null for a visitor of an `optional` call. */
    auth: AuthContext;
  }
  interface FastifyInstance {
    authenticateMember: MemberAuthenticator;
  }
}

/** The raw token of the Authorization header (the contract sends it bare; a `Bearer ` prefix is tolerated). */
export function requestToken(request: FastifyRequest): string | undefined {
  return headerValue(request, Headers.authorization, 512)?.replace(/^Bearer\s+/i, '');
}

/**
 * Guard of `member` calls: no token -> 401 NOT_LOGGED_IN; unknown, revoked, expired or another merchant's token ->
 * 401 SESSION_EXPIRED. Runs after the tenant hook.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  request.auth = await request.server.authenticateMember(request.server.db, request.merchant.id, requestToken(request));
}

/** Guard of `optional` calls: a valid session adds the member, anything else is a visitor (auth stays null). */
export async function optionalMember(request: FastifyRequest): Promise<void> {
  const token = requestToken(request);
  if (!token) return;
  try {
    await requireMember(request);
  } catch (e) {
    if (!isAppError(e)) throw e;
  }
}
