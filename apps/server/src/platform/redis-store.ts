import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { secretEquals } from './crypto.js';
import type { FastStore } from './fast-store.js';

// The Redis implementation of FastStore (REDIS_URL). Same semantics as the database one: fixed windows that start at
// the first hit, single-use captcha answers. Keys: `<prefix>:<merchantId>:rl:<key>` and `<prefix>:<merchantId>:cap:<key>`.

/** INCR and start the window's expiry in one atomic step; PTTL < 0 also repairs a key that somehow lost its TTL. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** DECR unless the key is gone or at zero (DECR keeps the TTL, so the window is not moved). */
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisStoreOptions {
  log: FastifyBaseLogger;
  /** Key namespace; tests use a unique one per run. */
  prefix?: string;
}

/** The URL without its password, for logs. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/** Connects and pings; throws (after logging why) when Redis does not answer, so start-up fails instead of degrading. */
export async function openRedisStore(url: string, opts: RedisStoreOptions): Promise<FastStore> {
  const { log } = opts;
  const prefix = opts.prefix ?? 'wps';
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request must fail fast (error handler -> INTERNAL envelope) rather than wait for Redis to come back.
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Without a listener ioredis prints every reconnect failure; log once per outage instead (start-up failures below).
  let started = false;
  let down = false;
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => {
    lastError = err;
    if (started && !down) log.error({ err, redis: safeUrl(url) }, 'Redis connection failed; requests that need it fail until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ redis: safeUrl(url) }, 'Redis connection restored');
    down = false;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    // The socket error (ECONNREFUSED, NOAUTH, ...) says more than ioredis' "Connection is closed".
    const reason = lastError ?? (err as Error);
    const message = `REDIS_URL is set but Redis at ${safeUrl(url)} does not answer: ${reason.message}`;
    log.error({ err: reason }, message);
    throw new Error(message, { cause: reason });
  }
  started = true;
  down = false;

  const rl = (merchantId: number, key: string) => `${prefix}:${merchantId}:rl:${key}`;
  const cap = (merchantId: number, key: string) => `${prefix}:${merchantId}:cap:${key}`;

  return {
    kind: 'redis',
    counters: {
      hit: async (merchantId, key, windowMs) => Number(await redis.eval(HIT, 1, rl(merchantId, key), String(windowMs))),
      peek: async (merchantId, key) => {
        const k = rl(merchantId, key);
        // MULTI: the count and its TTL from the same instant.
        const replies = (await redis.multi().get(k).pttl(k).exec()) ?? [];
        const failed = replies.find(([err]) => err)?.[0];
        if (failed || replies.length !== 2) throw failed ?? new Error('Redis MULTI aborted');
        const count = replies[0]![1] as string | null;
        const pttl = replies[1]![1] as number;
        // PTTL is what is left of the window: the window itself was fixed by the first hit.
        if (count === null || pttl <= 0) return { count: 0, resetAt: null };
        return { count: Number(count), resetAt: new Date(Date.now() + pttl) };
      },
      release: async (merchantId, key) => {
        await redis.eval(RELEASE, 1, rl(merchantId, key));
      },
      reset: async (merchantId, key) => {
        await redis.del(rl(merchantId, key));
      },
    },
    captchas: {
      store: async (merchantId, key, answer, ttlMs) => {
        await redis.set(cap(merchantId, key), answer, 'PX', ttlMs);
      },
      consume: async (merchantId, key, guess) => {
        if (!key || !guess) return false;
        // GETDEL: of concurrent checks of one image only one sees the answer.
        const answer = await redis.getdel(cap(merchantId, key));
        return answer !== null && secretEquals(answer, guess.trim());
      },
      peek: (merchantId, key) => redis.get(cap(merchantId, key)),
    },
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      if (redis.status !== 'ready') return redis.disconnect();
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
