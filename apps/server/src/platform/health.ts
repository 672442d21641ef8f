import type { FastifyInstance } from 'fastify';

/** Liveness (process answers) and readiness (database answers), for load balancers and the e2e runner. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
