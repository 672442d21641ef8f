import type { FastifyRequest } from 'fastify';
import { ErrorCode, OPS_TOKEN_HEADER } from '@wps/contract';
import { secretEquals } from './crypto.js';
import { AppError } from './envelope.js';
import { headerValue } from './request-context.js';

/** Guard of the operator API: missing token -> 401 NOT_LOGGED_IN, wrong token -> 403 FORBIDDEN (constant time). */
export async function requireOpsToken(request: FastifyRequest): Promise<void> {
  const expected = request.server.config.opsToken;
  const given = headerValue(request, OPS_TOKEN_HEADER, 512);
  if (!given) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  if (!expected || !secretEquals(given, expected)) throw new AppError(ErrorCode.FORBIDDEN);
}
