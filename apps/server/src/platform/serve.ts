import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import {
  EncryptedBodySchema,
  envelopeOf,
  type CallAccess,
  type CallAnswerIn,
  type CallBodyOut,
  type CallDef,
  type CallParamsOut,
  type CallQueryOut,
  isOperatorAccess,
} from '@wps/contract';
import { z } from 'zod';
import { optionalMember, requireMember } from './auth.js';
import { decryptAs } from './body-crypto.js';
import { ok } from './envelope.js';
import { refuseNul, refuseNulInAddress } from './input-guard.js';
import { requireOperator, requireStaff, withAudit } from './ops-auth.js';

/** The request a handler of call C sees: its params, query and (decrypted) body, validated by the table's schemas. */
export type CallRequest<C> = FastifyRequest<{ Params: CallParamsOut<C>; Querystring: CallQueryOut<C>; Body: CallBodyOut<C> }>;

/** What a handler returns: the envelope's value (serve wraps it), or for a `raw` call what the reply sends. */
type HandlerResult<C> = C extends { readonly answer: 'raw' } ? unknown : CallAnswerIn<C>;
export type CallHandler<C> = (request: CallRequest<C>, reply: FastifyReply) => Promise<HandlerResult<C>>;

/** Route settings a call may add: its route config (admission, helmet) and a body limit of its own. */
export type ServeOptions = Pick<RouteOptions, 'config' | 'bodyLimit' | 'helmet'> & { preHandler?: preHandlerAsyncHookHandler };

const GUARDS: Record<CallAccess, (call: CallDef) => onRequestAsyncHookHandler | null> = {
  visitor: () => null,
  member: () => requireMember,
  optional: () => optionalMember,
  operator: requireOperator,
  staff: () => requireStaff,
};

const SECURITY: Record<CallAccess, Array<Record<string, string[]>> | undefined> = {
  visitor: undefined,
  member: [{ token: [] }],
  optional: [{}, { token: [] }],
  operator: [{ ops: [] }],
  staff: [{ ops: [] }],
};

/** A raw answer in the OpenAPI document: its media type and body (a string unless the table gives a schema). */
function rawResponse(call: CallDef) {
  const { type, schema } = call.rawAnswer ?? { type: 'text/html' };
  return { description: call.summary ?? 'Not an envelope', content: { [type]: { schema: schema ?? z.string() } } };
}

/**
 * Registers the route of one table entry (docs/architecture.md "The call table"): method and path, the schemas that
 * validate params, query and body and serialize the answer, the guard of its access, decryption of an encrypted
 * body, and its OpenAPI entry. The handler returns the envelope's value.
 */
export function serve<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>, opts: ServeOptions = {}): void {
  const preHandler: preHandlerAsyncHookHandler[] = [];
  // The operator guards run first, before the body is parsed (it has arrived: admission waits for it); member guards
  // run after validation, as they always have (a malformed body is a 4xx of its own whoever sends it).
  const guard = GUARDS[call.access](call);
  const early = isOperatorAccess(call.access);
  // Every operator call that changes something runs in one transaction with its audit row (platform/ops-auth.ts).
  const audited = early && call.method !== 'GET';
  if (guard && !early) preHandler.push(guard);
  if (call.encrypted) {
    const schema = call.body;
    if (!schema) throw new Error(`encrypted call ${call.path} needs a body schema`);
    preHandler.push(async (request) => {
      request.body = await decryptAs(request.server.db, request, request.body as { value: string }, schema);
    });
  }
  if (opts.preHandler) preHandler.push(opts.preHandler);
  const raw = call.answer === 'raw';
  app.route({
    method: call.method,
    url: call.path,
    config: call.rateLimit ? { ...opts.config, rateLimit: { max: call.rateLimit.max, timeWindow: call.rateLimit.windowMs } } : opts.config,
    bodyLimit: opts.bodyLimit,
    ...(opts.helmet === undefined ? {} : { helmet: opts.helmet }),
    schema: {
      tags: [call.domain],
      ...(call.summary ? { summary: call.summary } : {}),
      ...(SECURITY[call.access] ? { security: SECURITY[call.access] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.encrypted ? { body: EncryptedBodySchema } : call.body ? { body: call.body } : {}),
      response: { 200: call.answer === 'raw' ? rawResponse(call) : envelopeOf(call.answer) },
    },
    // A NUL in any text is refused before anything reads it: the address before the guards, the body before
    // validation (an encrypted one once decrypted, in decryptAs).
    onRequest: guard && early ? [refuseNulInAddress, guard] : refuseNulInAddress,
    preValidation: async (request) => refuseNul(request.body),
    preHandler,
    handler: async (request, reply) => {
      const run = () => handler(request as CallRequest<C>, reply);
      const value = audited ? await withAudit(request, call, run) : await run();
      return raw ? value : ok(value);
    },
  });
}
