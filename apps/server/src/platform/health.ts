import type { FastifyInstance } from 'fastify';

/**
 * Liveness (process answers) and readiness (database answers, and Redis when REDIS_URL is set), for load balancers
 * and the e2e runner.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
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
