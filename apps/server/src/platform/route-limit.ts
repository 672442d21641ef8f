import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@wps/contract';
import { AppError } from './envelope.js';
import type { RateCounters } from './fast-store.js';

// Route-level rate limits (docs/architecture.md "Security"): a per-address cap on the calls whose table entry has a
// `rateLimit` (login, codes, registration, password resets ...). They back up the business lockouts, which count per
// account; the counters are the fast store's, so instances share them (Redis with REDIS_URL, else the database).

interface Hit {
  current: number;
  ttl: number;
}

/** The rate-limit plugin's store interface, over the fast store's fixed-window counters. */
class SharedLimitStore {
  constructor(
    private readonly counters: RateCounters,
    private readonly prefix = 'route:',
  ) {}

  // The plugin passes the route's window as a third argument (its typings leave it out).
  incr(key: string, cb: (err: Error | null, hit?: Hit) => void, timeWindow = 60_000): void {
    const [merchant, address] = splitKey(key);
    const counterKey = `${this.prefix}${address}`;
    this.counters
      .hit(merchant, counterKey, timeWindow)
      .then(async (current) => {
        const { resetAt } = await this.counters.peek(merchant, counterKey, timeWindow);
        cb(null, { current, ttl: resetAt ? Math.max(0, resetAt.getTime() - Date.now()) : timeWindow });
      })
      .catch((err: Error) => cb(err));
  }

  child(route: RouteOptions & { path: string; prefix: string }): SharedLimitStore {
    return new SharedLimitStore(this.counters, `route:${route.method}:${route.url}:`);
  }
}

const splitKey = (key: string): [number, string] => {
  const at = key.indexOf('|');
  return [Number(key.slice(0, at)), key.slice(at + 1)];
};

/**
 * The caller: the merchant (counters are per merchant; 0 for the operator API, which has none) and the client address
 * (proxy-aware, see TRUST_PROXY).
 */
const limitKey = (request: FastifyRequest): string => `${request.merchant?.id ?? 0}|${request.ip}`;

export const routeLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const counters = app.fast.counters;
    await app.register(fastifyRateLimit, {
      global: false,
      store: class extends SharedLimitStore {
        constructor() {
          super(counters);
        }
      },
      keyGenerator: limitKey,
      // The store is the shared one: when it fails, refuse rather than let an attacker through unmetered.
      skipOnError: false,
      errorResponseBuilder: () => new AppError(ErrorCode.RATE_LIMITED),
    });
  },
  { name: 'route-limit', dependencies: [] },
);
