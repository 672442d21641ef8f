import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** A probe result younger than this is answered as it is, with no new probe. */
const FRESH_MS = 1_000;
/** How long an answer waits for a running probe before it answers from the last result. */
const WAIT_MS = 50;
/** A last result older than this (no probe finished since) no longer counts: the stores are too slow to be ready. */
const STALE_MS = 5_000;

/**
 * Whether the stores answer, probed at most once a second whatever the number of callers: under load a probe waits
 * behind the pool like any query, and a load balancer's one-second health check must not (issue 27: it took every
 * instance out at once). An answer waits at most 50 ms for a running probe, then answers from the last one.
 */
class ReadinessProbe {
  private last: { at: number; ok: boolean } | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly probe: () => Promise<boolean>) {}

  async ready(): Promise<'ok' | 'unavailable' | 'slow'> {
    if (this.last && Date.now() - this.last.at < FRESH_MS) return this.last.ok ? 'ok' : 'unavailable';
    this.running ??= this.probe()
      .then((ok) => void (this.last = { at: Date.now(), ok }))
      .finally(() => (this.running = null));
    // The very first answer waits for its probe: there is nothing else to go by.
    if (this.last) await Promise.race([this.running, sleep(WAIT_MS)]);
    else await this.running;
    const last = this.last as { at: number; ok: boolean } | null;
    if (!last || Date.now() - last.at >= STALE_MS) return 'slow';
    return last.ok ? 'ok' : 'unavailable';
  }
}

/**
 * Liveness (the process answers: restart it when not) and readiness (send it traffic: the admission gate is not
 * saturated, the database answers, and Redis when REDIS_URL is set), for load balancers and the e2e runner. Neither
 * is counted by admission, so both answer while the gate sheds requests.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const probe = new ReadinessProbe(async () => {
    for (const [name, ping] of [
      ['database', () => app.database.ping()],
      [app.fast.kind, () => app.fast.ping()],
    ] as const) {
      try {
        await ping();
      } catch (err) {
        app.log.warn({ err }, `${name} not ready`);
        return false;
      }
    }
    return true;
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // Busy, not broken: a balancer routes elsewhere for a while, liveness keeps the process.
    if (app.admission.saturated) return reply.code(503).header('retry-after', '1').send({ status: 'busy' });
    const state = await probe.ready();
    if (state === 'slow') return reply.code(503).header('retry-after', '1').send({ status: 'busy' });
    if (state === 'unavailable') return reply.code(503).send({ status: 'unavailable' });
    return { status: 'ok' };
  });
}
