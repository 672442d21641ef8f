import type { FastifyInstance, FastifyRequest } from 'fastify';

// An operator's change commits with its audit row after the handler: its pushes wait for the answer (stored first).

const afterAnswer = new WeakMap<FastifyRequest, Array<() => Promise<void>>>();

/** A push to make once this request's change is committed and answered. */
export const later = (req: FastifyRequest, push: () => Promise<void>) => afterAnswer.set(req, [...(afterAnswer.get(req) ?? []), push]);

/** Runs the pushes of a successful answer (a failed one committed nothing to tell). Scopes registered below inherit it. */
export function pushAfterAnswer(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const pushes = afterAnswer.get(req);
    if (!pushes || reply.statusCode >= 300) return;
    for (const push of pushes) await push().catch((err: unknown) => req.log.warn({ err }, 'chat push failed'));
  });
}
