import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Answers slower than this are logged at info whatever they were. */
const SLOW_MS = 1_000;
const VERBOSE = new Set(['debug', 'trace']);

/**
 * One log line per answered request instead of Fastify's two. Reads that went well (GET and HEAD answered below 400,
 * within a second) are the bulk of the traffic (status, catalogue pages, balances, health checks, static files) and
 * log at debug; writes, refusals, failures and slow answers at info (an error at error), so a money call or an
 * attack stays in the log at the default level.
 */
export class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) };
    if (error) {
      reply.log.error({ ...line, err: error }, 'answered');
      return;
    }
    const quiet = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400 && ms < SLOW_MS;
    if (!quiet) reply.log.info(line, 'answered');
    else if (VERBOSE.has(reply.log.level)) reply.log.debug(line, 'answered');
  }
}
