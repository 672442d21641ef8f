import type { FastifyRequest } from 'fastify';
import { Headers } from '@wps/contract';
import { authenticate } from '../modules/session/service.js';
import { headerValue } from './request-context.js';

export interface AuthContext {
  sessionId: number;
  memberId: number;
  merchantId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember; routes behind the guard can rely on it. */
    auth: AuthContext;
  }
}

/** The raw token of the Authorization header (the contract sends it bare; a `Bearer ` prefix is tolerated). */
export function requestToken(request: FastifyRequest): string | undefined {
  return headerValue(request, Headers.authorization, 512)?.replace(/^Bearer\s+/i, '');
}

/**
 * Guard for member calls (CALLS[...].auth): no token -> 401 NOT_LOGGED_IN; unknown, revoked, expired or another
 * merchant's token -> 401 SESSION_EXPIRED. Runs after the tenant hook.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const session = await authenticate(request.server.db, request.merchant.id, requestToken(request));
  request.auth = { sessionId: session.id, memberId: session.memberId, merchantId: session.merchantId };
}
