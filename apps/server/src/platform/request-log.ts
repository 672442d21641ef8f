import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const VERBOSE = new Set(['debug', 'trace']);

/** Answers slower than this are logged at info whatever they were. */
const SLOW_MS = 1_000;

/**
 * One log line per answered request instead of Fastify's two (its request logging is off, `disableRequestLogging`).
 * Reads that went well (GET and HEAD answered below 400, within a second) are the bulk of the traffic (status,
 * catalogue pages, balances, health checks, static files) and log at debug; writes, refusals, failures and slow
 * answers at info, so a money call or an attack stays in the log at the default level.
 */
export function logAnswers(app: FastifyInstance): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const ms = reply.elapsedTime;
    const quiet = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400 && ms < SLOW_MS;
    if (quiet && !VERBOSE.has(request.log.level)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) };
    if (quiet) request.log.debug(line, 'answered');
    else request.log.info(line, 'answered');
  });
}
