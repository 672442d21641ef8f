import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, ACCOUNT_LIMITS, CALLS, CaptchaImageSchema, OPS_TOKEN_HEADER } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { captchas, merchants } from '../src/db/schema.js';
import { databaseFastStore, type FastStore } from '../src/platform/fast-store.js';
import { openRedisStore } from '../src/platform/redis-store.js';
import { DB_KINDS, createTestDatabase, encryptedBody, errorBody, grantOpsKey, injectEncrypted, login, okValue, testConfig } from './helper.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const silent = pino({ level: 'silent' });

async function demoMerchantId(db: FastifyInstance['db']): Promise<number> {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  return m!.id;
}

/** Deletes every key under a pattern (SCAN, not KEYS: the test Redis may be shared). */
async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length) await redis.del(...keys);
  }
}

interface Backend {
  name: string;
  open(): Promise<{ store: FastStore; merchantId: number; clock: Clock; done(): Promise<void> }>;
}

/**
 * Time as the store sees it, moved by the test instead of waited for (no wall-clock in these tests). The test's
 * Date is faked (vi.useFakeTimers) and moved forward by `advance`; the database store takes its time from it. Redis
 * keeps time on its server, so there `advance` also moves every key of the run's namespace that much closer to its
 * expiry (PEXPIRE with what is left, DEL when nothing is), as that much time passing would.
 */
interface Clock {
  advance(ms: number): Promise<void>;
}

const moveDate = (ms: number): void => {
  vi.setSystemTime(Date.now() + ms);
};

function redisClock(redis: Redis, prefix: string): Clock {
  return {
    async advance(ms) {
      moveDate(ms);
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
        for (const k of keys) {
          const left = await redis.pttl(k);
          if (left < 0) continue;
          if (left <= ms) await redis.del(k);
          else await redis.pexpire(k, left - ms);
        }
      }
    },
  };
}

const backends: Backend[] = [
  ...DB_KINDS.map(
    (kind): Backend => ({
      name: `database (${kind})`,
      open: async () => {
        const { database, drop } = await createTestDatabase(kind);
        return {
          store: databaseFastStore(database.db),
          // Counter and captcha rows reference a real merchant.
          merchantId: await demoMerchantId(database.db),
          clock: { advance: async (ms: number) => moveDate(ms) },
          done: async () => {
            await database.close();
            await drop();
          },
        };
      },
    }),
  ),
  ...(REDIS_URL
    ? [
        {
          name: 'redis',
          open: async () => {
            // A namespace of its own per run, so runs sharing one Redis never see each other's keys.
            const prefix = `wpstest-${randomUUID()}`;
            const store = await openRedisStore(REDIS_URL, { log: silent, prefix });
            const redis = new Redis(REDIS_URL);
            return {
              store,
              merchantId: 1,
              clock: redisClock(redis, prefix),
              done: async () => {
                await deleteKeys(redis, `${prefix}:*`);
                await redis.quit();
                await store.close();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(backends)('fast store semantics [$name]', (backend) => {
  let store: FastStore;
  let mid: number;
  let clock: Clock;
  let done: (() => Promise<void>) | undefined;
  let seq = 0;
  /** A key no other test uses. */
  const key = (name: string) => `${name}:${seq++}`;
  /** How far a test moves the clock between two steps it compares. */
  const STEP = 10_000;

  /**
   * `later` is the same window end as `earlier` (not moved by what happened in between, at least STEP later): the
   * same instant for the database, whose clock is the test's; for Redis, whose own clock runs on while the test
   * works, no later and by less than STEP earlier.
   */
  function expectSameEnd(later: Date | null, earlier: Date | null): void {
    expect(later!.getTime()).toBeLessThanOrEqual(earlier!.getTime());
    expect(later!.getTime()).toBeGreaterThan(earlier!.getTime() - STEP);
  }

  beforeAll(async () => {
    const opened = await backend.open();
    ({ store, merchantId: mid, clock, done } = opened);
  });
  afterAll(async () => {
    await done?.();
  });
  // Only Date is faked: the drivers' own timers (timeouts, reconnects) keep real time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hits in a fixed window and starts again at 1 once it is over', async () => {
    const k = key('window');
    const W = 60_000;
    expect([await store.counters.hit(mid, k, W), await store.counters.hit(mid, k, W), await store.counters.hit(mid, k, W)]).toEqual([1, 2, 3]);
    await clock.advance(W - STEP);
    expect(await store.counters.hit(mid, k, W)).toBe(4);
    await clock.advance(STEP + 1);
    expect(await store.counters.hit(mid, k, W)).toBe(1);
    expect(await store.counters.hit(mid, k, W)).toBe(2);
  });

  it('peeks the count and the end of the window fixed by its first hit, without counting', async () => {
    const k = key('peek');
    const W = 60_000;
    expect(await store.counters.peek(mid, k, W)).toEqual({ count: 0, resetAt: null });
    const hitAt = Date.now();
    await store.counters.hit(mid, k, W);
    const first = await store.counters.peek(mid, k, W);
    expect(first.count).toBe(1);
    expectSameEnd(first.resetAt, new Date(hitAt + W));
    await clock.advance(STEP);
    await store.counters.hit(mid, k, W);
    const second = await store.counters.peek(mid, k, W);
    expect(second.count).toBe(2);
    // A later hit does not push the window's end.
    expectSameEnd(second.resetAt, first.resetAt);
    expect((await store.counters.peek(mid, k, W)).count).toBe(2);

    const short = key('peek-expired');
    await store.counters.hit(mid, short, 100);
    await clock.advance(150);
    expect(await store.counters.peek(mid, short, 100)).toEqual({ count: 0, resetAt: null });
  });

  it('resets one key only', async () => {
    const [k, other] = [key('reset'), key('reset-other')];
    await store.counters.hit(mid, k, 60_000);
    await store.counters.hit(mid, k, 60_000);
    await store.counters.hit(mid, other, 60_000);
    await store.counters.reset(mid, k);
    await store.counters.reset(mid, key('never-hit'));
    expect(await store.counters.peek(mid, k, 60_000)).toEqual({ count: 0, resetAt: null });
    expect((await store.counters.peek(mid, other, 60_000)).count).toBe(1);
    expect(await store.counters.hit(mid, k, 60_000)).toBe(1);
  });

  it('releases one hit at a time, never below zero, without moving the window', async () => {
    const k = key('release');
    const W = 60_000;
    await store.counters.release(mid, k);
    expect(await store.counters.peek(mid, k, W)).toEqual({ count: 0, resetAt: null });
    await store.counters.hit(mid, k, W);
    await store.counters.hit(mid, k, W);
    const before = await store.counters.peek(mid, k, W);
    await clock.advance(STEP);
    await store.counters.release(mid, k);
    const after = await store.counters.peek(mid, k, W);
    expect(after.count).toBe(1);
    expectSameEnd(after.resetAt, before.resetAt);
    await store.counters.release(mid, k);
    await store.counters.release(mid, k);
    expect((await store.counters.peek(mid, k, W)).count).toBe(0);
    expect(await store.counters.hit(mid, k, W)).toBe(1);
  });

  it('keeps exact counts under 60 parallel hits and 40 parallel releases (reserve first, give back)', async () => {
    const k = key('reserve');
    await Promise.all(Array.from({ length: 60 }, () => store.counters.hit(mid, k, 60_000)));
    await Promise.all([
      ...Array.from({ length: 40 }, () => store.counters.release(mid, k)),
      ...Array.from({ length: 20 }, () => store.counters.hit(mid, k, 60_000)),
    ]);
    expect((await store.counters.peek(mid, k, 60_000)).count).toBe(40);
  });

  it('gives 50 parallel hits exactly the counts 1..50', async () => {
    const k = key('parallel');
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.counters.hit(mid, k, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await store.counters.peek(mid, k, 60_000)).count).toBe(50);
  });

  it('checks a captcha answer once: right, then never again', async () => {
    const k = key('cap-once');
    await store.captchas.store(mid, k, '123456', 60_000);
    expect(await store.captchas.consume(mid, k, ' 123456 ')).toBe(true);
    expect(await store.captchas.consume(mid, k, '123456')).toBe(false);
    expect(await store.captchas.peek(mid, k)).toBeNull();
  });

  it('lets a wrong guess use up the answer; a missing key or guess consumes nothing', async () => {
    const k = key('cap-wrong');
    await store.captchas.store(mid, k, '123456', 60_000);
    expect(await store.captchas.consume(mid, k, undefined)).toBe(false);
    expect(await store.captchas.consume(mid, undefined, '123456')).toBe(false);
    expect(await store.captchas.peek(mid, k)).toBe('123456');
    expect(await store.captchas.consume(mid, k, '654321')).toBe(false);
    expect(await store.captchas.consume(mid, k, '123456')).toBe(false);
    expect(await store.captchas.consume(mid, key('cap-unknown'), '123456')).toBe(false);
  });

  it('peeks without consuming, and a refresh replaces the answer', async () => {
    const k = key('cap-peek');
    await store.captchas.store(mid, k, '111111', 60_000);
    await store.captchas.store(mid, k, '222222', 60_000);
    expect(await store.captchas.peek(mid, k)).toBe('222222');
    expect(await store.captchas.peek(mid, k)).toBe('222222');
    expect(await store.captchas.consume(mid, k, '111111')).toBe(false);
  });

  it('lets only one of many concurrent checks of one image pass', async () => {
    const k = key('cap-race');
    await store.captchas.store(mid, k, '123456', 60_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => store.captchas.consume(mid, k, '123456')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('forgets an answer when it expires', async () => {
    const k = key('cap-ttl');
    await store.captchas.store(mid, k, '123456', 150);
    expect(await store.captchas.peek(mid, k)).toBe('123456');
    await clock.advance(250);
    expect(await store.captchas.peek(mid, k)).toBeNull();
    expect(await store.captchas.consume(mid, k, '123456')).toBe(false);
  });
});

describe('REDIS_URL at start', () => {
  it('fails start when Redis does not answer, rather than falling back to the database', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    try {
      await expect(buildApp(testConfig({ redisUrl: 'redis://127.0.0.1:1' }), { database, logger: false })).rejects.toThrow(
        /REDIS_URL is set but Redis at redis:\/\/127\.0\.0\.1:1.* does not answer/,
      );
    } finally {
      await drop();
    }
  });
});

const OPS = 'ops_k_fast-store-test-ops-token-0123456789';

describe.skipIf(!REDIS_URL)('app with REDIS_URL: login defence and captchas in Redis', () => {
  let app: FastifyInstance;
  let redis: Redis;
  let mid: number;
  let drop: (() => Promise<void>) | undefined;
  // Unique names and addresses per run: the app uses the real `wps:` namespace of a Redis other runs may share.
  const run = randomBytes(4).toString('hex');
  const username = `rl${run}`;
  const ip = `10.${randomBytes(3).join('.')}`;
  const touched: string[] = [];

  const loginAs = (body: Record<string, unknown>, remoteAddress = ip) =>
    injectEncrypted(app, { method: 'POST', url: CALLS.login.path, body, remoteAddress });
  async function captcha(key: string, remoteAddress = ip): Promise<string> {
    touched.push(`wps:${mid}:cap:${key}`, `wps:${mid}:rl:captcha:ip:${remoteAddress}`);
    okValue(await app.inject({ method: 'GET', url: `${CALLS.captcha.path}?key=${key}`, remoteAddress }), CaptchaImageSchema);
    const answer = await redis.get(`wps:${mid}:cap:${key}`);
    expect(answer).toMatch(/^\d{6}$/);
    return answer!;
  }

  beforeAll(async () => {
    const created = await createTestDatabase('pglite');
    drop = created.drop;
    app = await buildApp(testConfig({ redisUrl: REDIS_URL }), { database: created.database, logger: false });
    await app.ready();
    await grantOpsKey(app, OPS);
    redis = new Redis(REDIS_URL!);
    mid = await demoMerchantId(app.db);
    touched.push(`wps:${mid}:rl:login:acct:${username}`, `wps:${mid}:rl:login:ip:${ip}`, `wps:${mid}:rl:login:acct:demo01`);
    const res = await app.inject({
      method: 'POST',
      url: CALLS.opsCreateMember.path.replace(':code', 'demo'),
      headers: { [OPS_TOKEN_HEADER.toLowerCase()]: OPS },
      payload: { username, password: 'Right1234', temporary: false },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    if (redis && touched.length) await redis.del(...touched);
    // The slow-down keys of the run's account (pair, wait, busy), whatever address they name.
    if (redis) await deleteKeys(redis, `wps:${mid}:rl:login:*${username}|*`);
    await redis?.quit();
    await app?.close();
    await drop?.();
  });

  it('uses Redis for the store and answers /readyz', async () => {
    expect(app.fast.kind).toBe('redis');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    // The shared test helper resets login counts through app.fast, so it works on Redis too.
    expect((await login(app)).userName).toBe('demo01');
  });

  it('counts a failed login in Redis, then requires a captcha whose answer lives in Redis only', async () => {
    const wrong = await loginAs({ username, password: 'Wrong1234' });
    expect(errorBody(wrong)).toMatchObject({ errorCode: ErrorCode.INVALID_CREDENTIALS, value: { captcha: true } });
    expect(await redis.get(`wps:${mid}:rl:login:acct:${username}`)).toBe('1');
    expect(await redis.pttl(`wps:${mid}:rl:login:acct:${username}`)).toBeGreaterThan(ACCOUNT_LIMITS.loginWindowMs - 60_000);

    const noCaptcha = await loginAs({ username, password: 'Right1234' });
    expect(errorBody(noCaptcha)).toMatchObject({ errorCode: ErrorCode.CAPTCHA_REQUIRED, value: { captcha: true } });

    const key = `redis-login-${run}`;
    const answer = await captcha(key);
    expect(await redis.pttl(`wps:${mid}:cap:${key}`)).toBeGreaterThan(0);
    expect(await app.db.select().from(captchas).where(eq(captchas.key, key))).toEqual([]);
    const ops = await app.inject({
      method: 'GET',
      url: CALLS.opsCaptcha.path.replace(':code', 'demo').replace(':key', key),
      headers: { [OPS_TOKEN_HEADER.toLowerCase()]: OPS },
    });
    expect(ops.json()).toMatchObject({ value: { answer } });

    const good = await loginAs({ username, password: 'Right1234', captcha: answer, captchaKey: key });
    expect(good.statusCode).toBe(200);
    // Used up, and the account's failures are cleared.
    expect(await redis.exists(`wps:${mid}:cap:${key}`)).toBe(0);
    expect(await redis.exists(`wps:${mid}:rl:login:acct:${username}`)).toBe(0);
  });

  // Hardening item 8: this test asserted that repeated failures lock the account, the owner included (the defect).
  // Now made-up captchas count for nothing and the owner with a solved captcha gets in, with the counts in Redis.
  it('counts no made-up captcha in Redis and lets the owner with a solved captcha in', async () => {
    const wrong = await loginAs({ username, password: 'Wrong1234' });
    expect(errorBody(wrong).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    for (let i = 0; i < ACCOUNT_LIMITS.accountLockAfter + 2; i++) {
      const key = `redis-madeup-${run}-${i}`;
      const answer = await captcha(key, `10.${randomBytes(3).join('.')}`);
      const res = await loginAs({ username, password: 'Wrong1234', captcha: answer === '000000' ? '111111' : '000000', captchaKey: key });
      expect(errorBody(res).errorCode).toBe(ErrorCode.CAPTCHA_INVALID);
    }
    expect(await redis.get(`wps:${mid}:rl:login:acct:${username}`)).toBe('1');
    const key = `redis-owner-${run}`;
    const good = await loginAs({ username, password: 'Right1234', captcha: await captcha(key), captchaKey: key });
    expect(good.statusCode).toBe(200);
    expect(await redis.exists(`wps:${mid}:rl:login:acct:${username}`)).toBe(0);
  });

  it('slows one account from one address with waits kept in Redis (TTL), and refuses the right password there only', async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.slowAfter; i++) {
      const body: Record<string, unknown> = { username, password: 'Wrong1234' };
      if (i >= ACCOUNT_LIMITS.accountCaptchaAfter) {
        const key = `redis-slow-${run}-${i}`;
        Object.assign(body, { captcha: await captcha(key, `10.${randomBytes(3).join('.')}`), captchaKey: key });
      }
      expect(errorBody(await loginAs(body)).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    }
    const pair = `wps:${mid}:rl:login:pair:${username}|${ip}`;
    expect(await redis.get(pair)).toBe(String(ACCOUNT_LIMITS.slowAfter));
    const wait = `wps:${mid}:rl:login:wait:${username}|${ip}:${ACCOUNT_LIMITS.slowAfter}`;
    expect(await redis.pttl(wait)).toBeGreaterThan(0);
    expect(await redis.pttl(wait)).toBeLessThanOrEqual(ACCOUNT_LIMITS.slowBaseMs);
    const key = `redis-slow-right-${run}`;
    const waiting = await loginAs({ username, password: 'Right1234', captcha: await captcha(key, `10.${randomBytes(3).join('.')}`), captchaKey: key });
    expect(errorBody(waiting).errorCode).toBe(ErrorCode.RATE_LIMITED);
    const elsewhere = `10.${randomBytes(3).join('.')}`;
    touched.push(`wps:${mid}:rl:login:ip:${elsewhere}`);
    const key2 = `redis-slow-owner-${run}`;
    const owner = await loginAs({ username, password: 'Right1234', captcha: await captcha(key2, elsewhere), captchaKey: key2 }, elsewhere);
    expect(owner.statusCode).toBe(200);
  });

  it('checks one of 150 parallel captcha-less guesses from 150 addresses (the right one last is refused); counts stay exact in Redis', async () => {
    const addresses = Array.from({ length: 150 }, () => `10.${randomBytes(3).join('.')}`);
    touched.push(...addresses.map((a) => `wps:${mid}:rl:login:ip:${a}`));
    const encrypted = [];
    for (let i = 0; i < 150; i++) {
      encrypted.push(await encryptedBody(app, { username, password: i === 149 ? 'Right1234' : `Wrong${i}x1` }));
    }
    const responses = await Promise.all(
      encrypted.map((e, i) =>
        app.inject({ method: 'POST', url: CALLS.login.path, payload: e.payload, headers: e.headers, remoteAddress: addresses[i]! }),
      ),
    );
    const answers = responses.map((r) => (r.statusCode === 200 ? 'OK' : errorBody(r).errorCode));
    const checked = answers.filter((a) => a === ErrorCode.INVALID_CREDENTIALS || a === 'OK').length;
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMITS.accountCaptchaAfter);
    expect(answers[149]).toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect(Number(await redis.get(`wps:${mid}:rl:login:acct:${username}`))).toBe(checked);
    // Refused tries gave their address count back too.
    const ipCounts = await Promise.all(addresses.map((a) => redis.get(`wps:${mid}:rl:login:ip:${a}`)));
    expect(ipCounts.reduce((sum, c) => sum + Number(c ?? 0), 0)).toBe(checked);
  });
});

describe.skipIf(!REDIS_URL)('app with REDIS_URL: Redis goes away while running', () => {
  it('answers a clean error envelope quickly and /readyz 503, never hangs', async () => {
    // A TCP relay in front of the real Redis, so the test can cut it without touching the shared server.
    const target = new URL(REDIS_URL!);
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const via = new URL(REDIS_URL!);
    via.hostname = '127.0.0.1';
    via.port = String((relay.address() as { port: number }).port);

    const key = `redis-down-${randomBytes(4).toString('hex')}`;
    const url = `${CALLS.captcha.path}?key=${key}`;
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const { database, drop } = await createTestDatabase('pglite');
    const app = await buildApp(testConfig({ redisUrl: via.toString() }), { database, logger: false });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);

      relay.close();
      for (const s of sockets) s.destroy();
      // Answered before a 6 s timer fires (Redis's own command timeout is 2 s): an answer, not a hang.
      const timer = new AbortController();
      const res = await Promise.race([
        app.inject({ method: 'GET', url, remoteAddress }),
        sleep(6_000, null, { signal: timer.signal }).catch(() => null),
      ]);
      timer.abort();
      if (!res) throw new Error('the request hung while Redis was away');
      expect(res.statusCode).toBe(500);
      expect(errorBody(res)).toMatchObject({ success: false, errorCode: ErrorCode.INTERNAL });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await drop();
      const redis = new Redis(REDIS_URL!);
      await deleteKeys(redis, `wps:*:cap:${key}`);
      await deleteKeys(redis, `wps:*:rl:captcha:ip:${remoteAddress}`);
      await redis.quit();
    }
  });
});
