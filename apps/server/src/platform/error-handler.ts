import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, HTTP_STATUS } from '@wps/contract';
import { fail, isAppError } from './envelope.js';

interface FieldError {
  field: string;
  message: string;
}

/** Fastify's own 4xx errors, by code, mapped to the contract's codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; field?: string; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.VALIDATION, field: 'body', message: 'bad content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.VALIDATION, field: 'body', message: 'empty JSON body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.VALIDATION, field: 'body', message: 'invalid JSON' },
};

/** PostgreSQL constraint violations that reach us are races the services did not foresee: a conflict, not a crash. */
const PG_CONFLICT_CODES = new Set(['23505', '40001', '40P01']);

function validationErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const context = error.validationContext ?? 'body';
  return error.validation.map((v): FieldError => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || context, message: v.message ?? 'invalid' };
  });
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it (DrizzleQueryError keeps it as cause). */
function postgresCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 3 && typeof e === 'object' && e !== null; depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Translates any thrown value into [HTTP status, envelope]; unknown errors become a bare INTERNAL. */
export function toEnvelope(error: unknown): { status: number; body: ReturnType<typeof fail>; unexpected: boolean } {
  const reply = (code: ErrorCode, value?: unknown, unexpected = false) => ({
    status: HTTP_STATUS[code],
    body: fail(code, value),
    unexpected,
  });
  if (isAppError(error)) return reply(error.code, error.value);
  if (hasZodFastifySchemaValidationErrors(error)) return reply(ErrorCode.VALIDATION, validationErrors(error));
  const e = error as Partial<FastifyError> & { code?: unknown };
  if (typeof e?.code === 'string') {
    const known = FASTIFY_CODES[e.code];
    if (known) {
      const value = known.field ? [{ field: known.field, message: known.message ?? 'invalid' }] : undefined;
      return reply(known.code, value);
    }
  }
  const sqlState = postgresCode(error);
  if (sqlState && PG_CONFLICT_CODES.has(sqlState)) return reply(ErrorCode.CONFLICT);
  // Class 22 "data exception" (a NUL byte in text, a number out of range): the input was unusable.
  if (sqlState?.startsWith('22')) return reply(ErrorCode.VALIDATION, [{ field: 'request', message: 'invalid value' }]);
  // Other client errors Fastify raises itself (bad URL encoding, bad headers, ...) are the caller's mistake.
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return reply(ErrorCode.NOT_FOUND);
  if (status === 413) return reply(ErrorCode.PAYLOAD_TOO_LARGE);
  if (status === 415) return reply(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  if (status === 429) return reply(ErrorCode.RATE_LIMITED);
  if (status >= 400 && status < 500 && e?.code !== 'FST_ERR_RESPONSE_SERIALIZATION') {
    return reply(ErrorCode.VALIDATION, [{ field: 'request', message: e?.message ?? 'bad request' }]);
  }
  return reply(ErrorCode.INTERNAL, undefined, true);
}

/** Sends the envelope for any error; unexpected ones are logged with the request id, never shown. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, unexpected } = toEnvelope(error);
  if (unexpected) request.log.error({ err: error }, 'unexpected error');
  else if (status >= 500) request.log.warn({ err: error }, 'request failed');
  else request.log.info({ errorCode: body.errorCode, status }, 'request rejected');
  // Saturation passes quickly: tell clients and proxies when to come back.
  if (body.errorCode === ErrorCode.BUSY) reply.header('retry-after', '1');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler and one not-found handler for the whole app: every failure is an envelope with a truthful
 * status. Errors Fastify raises before routing (bad URL encoding) reach sendError through `frameworkErrors`.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('application/json; charset=utf-8').send(fail(ErrorCode.NOT_FOUND)),
    );
  },
  { name: 'error-handler' },
);
