import type { FastifyInstance } from 'fastify';

/**
 * Liveness (the process answers: restart it when not) and readiness (send it traffic: the admission gate is not
 * saturated, the database answers, and Redis when REDIS_URL is set), for load balancers and the e2e runner. Neither
 * is counted by admission, so both answer while the gate sheds requests.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    // Busy, not broken: a balancer routes elsewhere for a while, liveness keeps the process.
    if (app.admission.saturated) return reply.code(503).header('retry-after', '1').send({ status: 'busy' });
    for (const [name, ping] of [
      ['database', () => app.database.ping()],
      [app.fast.kind, () => app.fast.ping()],
    ] as const) {
      try {
        await ping();
      } catch (err) {
        request.log.warn({ err }, `${name} not ready`);
        return reply.code(503).send({ status: 'unavailable' });
      }
    }
    return { status: 'ok' };
  });
}
