import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, CALLS, ErrorEnvelopeSchema } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { Gate } from '../src/platform/admission.js';
import { AppError } from '../src/platform/envelope.js';
import type { AppConfig } from '../src/config.js';
import { createTestDatabase, describeEachDb, errorBody, login, testConfig } from './helper.js';

// Protection of the server itself: slow and malformed clients, saturation, and what caches may keep.

interface Exchange {
  /** Everything the server wrote before it closed the connection. */
  received: string;
  closed: boolean;
}

/** Opens a raw TCP connection, writes `send`, and collects what comes back until the server closes it (or `waitMs`). */
function raw(port: number, send: string | Buffer, opts: { waitMs?: number; localAddress?: string } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: opts.localAddress });
    let received = '';
    const guard = setTimeout(() => {
      socket.destroy();
      resolve({ received, closed: false });
    }, opts.waitMs ?? 10_000);
    socket.on('data', (d) => (received += d.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ received, closed: true });
    });
    socket.on('error', () => {});
    socket.on('connect', () => socket.write(send));
  });
}

/** Every HTTP answer in a raw stream: status and JSON body. */
function answers(stream: string): { status: number; body: unknown }[] {
  const out: { status: number; body: unknown }[] = [];
  const re = /HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(stream))) {
    const len = Number(/content-length: (\d+)/i.exec(m[2]!)?.[1] ?? 0);
    const start = re.lastIndex;
    const text = stream.slice(start, start + len);
    re.lastIndex = start + len;
    out.push({ status: Number(m[1]), body: JSON.parse(text) });
  }
  return out;
}

/** A real listening app on its own database with short HTTP limits (and any other settings), for raw-socket tests. */
function listeningApp(overrides: (base: AppConfig) => Partial<AppConfig>) {
  const live = { app: undefined as unknown as FastifyInstance, port: 0 };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase('pglite');
    drop = created.drop;
    const base = testConfig();
    const short = { ...base.http, requestTimeoutMs: 1500, headersTimeoutMs: 1000, checkIntervalMs: 100 };
    live.app = await buildApp(testConfig({ http: short, ...overrides({ ...base, http: short }) }), {
      database: created.database,
      logger: false,
    });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    live.port = (live.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await live.app?.close();
    await drop();
  });
  return live;
}

describe('HTTP server limits', () => {
  const live = listeningApp((base) => ({ http: { ...base.http, idleTimeoutMs: 5000, maxConnectionsPerIp: 4 } }));
  it('closes a connection that never sends its headers', async () => {
    const { closed, received } = await raw(live.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n');
    expect(closed).toBe(true);
    // A request that never finished its headers gets the envelope, never the framework's own body.
    for (const a of answers(received)) expect(ErrorEnvelopeSchema.safeParse(a.body).success).toBe(true);
  });

  it('answers 408 with the envelope to a body that stops short of its Content-Length', async () => {
    const { closed, received } = await raw(
      live.port,
      `POST ${CALLS.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
    );
    expect(closed).toBe(true);
    const [a] = answers(received);
    expect(a?.status).toBe(408);
    expect(a?.body).toMatchObject({ success: false, errorCode: ErrorCode.REQUEST_TIMEOUT, message: 'err_timeout' });
  });

  it('caps open connections per address, and others are still served', async () => {
    const held = await Promise.all(
      [0, 1, 2, 3].map(
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect({ port: live.port, host: '127.0.0.1' }, () => resolve(s));
            s.on('error', () => {});
          }),
      ),
    );
    try {
      const refused = await raw(live.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(refused).toEqual({ received: '', closed: true });
      const other = await raw(live.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { localAddress: '127.0.0.2' });
      expect(other.received).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of held) s.destroy();
      // The next test needs the slots back: wait until the server has seen the closes.
      const open = () => new Promise<number>((r) => live.app.server.getConnections((_e, n) => r(n)));
      while ((await open()) > 0) await new Promise((r) => setTimeout(r, 10));
    }
  });

  it.each([
    ['a 70,000-character query', `GET /wps/system/status?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, ErrorCode.HEADERS_TOO_LARGE],
    ['a bad chunk size', 'POST /wps/session/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n\r\n', 400, ErrorCode.MALFORMED_REQUEST],
    ['an unknown Transfer-Encoding', 'POST /wps/session/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n', 400, ErrorCode.MALFORMED_REQUEST],
    ['Transfer-Encoding with Content-Length', 'POST /wps/session/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n', 400, ErrorCode.MALFORMED_REQUEST],
    ['garbage instead of HTTP', 'HELLO THERE\r\n\r\n', 400, ErrorCode.MALFORMED_REQUEST],
  ])('answers %s with the envelope', async (_name, request, status, code) => {
    const { received } = await raw(live.port, request);
    const [a] = answers(received);
    expect(a?.status).toBe(status);
    expect(a?.body).toMatchObject({ success: false, errorCode: code });
  });

  it('answers every request of a stream whose Content-Length is too short with the envelope', async () => {
    const body = '{"username":"demo01","password":"x"}';
    const { received } = await raw(
      live.port,
      `POST ${CALLS.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n${body}`,
    );
    const all = answers(received);
    expect(all.length).toBeGreaterThanOrEqual(1);
    for (const a of all) expect(ErrorEnvelopeSchema.safeParse(a.body).success, JSON.stringify(a.body)).toBe(true);
  });
});

describe('admission with real connections', () => {
  const live = listeningApp(() => ({ admission: { concurrency: 1, queueLimit: 5, queueMs: 3000 } }));
  it('gives back the slot of a client that went away while queued', async () => {
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 10));
    };
    const gate = live.app.admission;
    // A holds the only slot (a request with a body takes none until its body is whole: a busy request stands in).
    const holder = await gate.enter();
    // B queues behind it, then hangs up while still waiting.
    const b = connect({ port: live.port, host: '127.0.0.1' });
    b.on('error', () => {});
    b.write(`GET ${CALLS.systemWhitelabel.path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => gate.queued === 1);
    b.destroy();
    await until(() => gate.queued === 0);
    expect(gate.inFlight).toBe(1);
    holder();
    // Had B kept a slot, C would wait out the queue and get 503 BUSY.
    const c = await raw(live.port, `GET ${CALLS.systemWhitelabel.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(c.received).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('embedded database and the event loop', () => {
  it('lets the event loop turn between statements, so new connections are accepted while the database is busy', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    try {
      let turns = 0;
      let running = true;
      const tick = () => {
        turns++;
        if (running) setImmediate(tick);
      };
      setImmediate(tick);
      const before = turns;
      // A chain of awaited statements, as a busy request makes: without a turn in between, Node neither reads nor
      // accepts sockets until the chain ends.
      for (let i = 0; i < 50; i++) await database.db.execute(sql`select ${i}::int`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      running = false;
      expect(turns - before).toBeGreaterThanOrEqual(50);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('admission gate', () => {
  const settle = () => new Promise((r) => setImmediate(r));

  it('admits up to its concurrency, queues up to its limit, and refuses the rest with BUSY', async () => {
    const gate = new Gate(2, 1, 60_000);
    const a = await gate.enter();
    const b = await gate.enter();
    let queuedIn = false;
    const queued = gate.enter().then((release) => {
      queuedIn = true;
      return release;
    });
    await expect(gate.enter()).rejects.toSatisfy((e) => e instanceof AppError && e.code === ErrorCode.BUSY);
    expect([gate.inFlight, gate.queued]).toEqual([2, 1]);
    a();
    a(); // a second release of the same slot changes nothing
    const c = await queued;
    expect(queuedIn).toBe(true);
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
    b();
    c();
    await settle();
    expect(gate.inFlight).toBe(0);
  });

  it('keeps no slot for a waiter that leaves between the release and its hand-over', async () => {
    const gate = new Gate(1, 5, 60_000);
    const hold = await gate.enter();
    const leaving = new AbortController();
    const waiter = gate.enter(leaving.signal);
    hold();
    leaving.abort(); // same turn as the release, before the slot is handed over
    await expect(waiter).rejects.toSatisfy((e) => e instanceof AppError && e.code === ErrorCode.BUSY);
    await settle();
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
    const next = await gate.enter();
    expect(gate.inFlight).toBe(1);
    next();
  });

  it('keeps room for reads: writes fill only their share, a read gets in beside them and is not queued behind them', async () => {
    const gate = new Gate(4, 10, 60_000, 1);
    const writes = [await gate.enter(undefined, 'write'), await gate.enter(undefined, 'write'), await gate.enter(undefined, 'write')];
    let fourthIn = false;
    const fourth = gate.enter(undefined, 'write').then((release) => {
      fourthIn = true;
      return release;
    });
    await settle();
    expect([gate.inFlight, gate.queued, fourthIn]).toEqual([3, 1, false]);
    // The read is admitted at once although a write waits ahead of it.
    const read = await gate.enter(undefined, 'read');
    expect([gate.inFlight, gate.queued]).toEqual([4, 1]);
    // A second read waits for a slot; a freed write slot goes to the oldest waiter that fits: the write.
    const secondRead = gate.enter(undefined, 'read');
    writes[0]!();
    const w4 = await fourth;
    expect([gate.inFlight, gate.queued]).toEqual([4, 1]);
    // The read's slot freed: the waiting read takes it (writes are at their share).
    read();
    const r2 = await secondRead;
    expect([gate.inFlight, gate.queued]).toEqual([4, 0]);
    for (const release of [writes[1]!, writes[2]!, w4, r2]) release();
    await settle();
    expect(gate.inFlight).toBe(0);
  });

  it('a write waiting for write room does not hold up a read queued behind it', async () => {
    const gate = new Gate(2, 10, 60_000, 1);
    const w1 = await gate.enter(undefined, 'write');
    const r1 = await gate.enter(undefined, 'read');
    const w2 = gate.enter(undefined, 'write');
    const r2 = gate.enter(undefined, 'read');
    // The read's slot frees: the write waiting first cannot take it (one write already in), the read behind it can.
    r1();
    const secondRead = await r2;
    expect([gate.inFlight, gate.queued]).toEqual([2, 1]);
    w1();
    const secondWrite = await w2;
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
    secondRead();
    secondWrite();
    await settle();
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a waiter that waited longer than its bound', async () => {
    const gate = new Gate(1, 5, 50);
    const hold = await gate.enter();
    await expect(gate.enter()).rejects.toSatisfy((e) => e instanceof AppError && e.code === ErrorCode.BUSY);
    expect(gate.queued).toBe(0);
    hold();
    expect(gate.inFlight).toBe(0);
  });
});

describeEachDb(
  'saturation',
  (ctx) => {
    it('answers 503 BUSY with Retry-After beyond the queue, never holds or fails otherwise, and recovers', async () => {
      const call = () => ctx().app.inject({ method: 'GET', url: CALLS.systemWhitelabel.path });
      const results = await Promise.all(Array.from({ length: 40 }, call));
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const r of busy) {
        expect(r.headers['retry-after']).toBe('1');
        expect(errorBody(r)).toMatchObject({ errorCode: ErrorCode.BUSY, message: 'err_busy' });
      }
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
      // Every slot was given back.
      for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    });
  },
  { config: { admission: { concurrency: 1, queueLimit: 1, queueMs: 5_000 } } },
);

describeEachDb('answers with credentials', (ctx) => {
  it('are never cacheable', async () => {
    const { token } = await login(ctx().app);
    for (const call of [CALLS.memberInfo, CALLS.walletGcs]) {
      const res = await ctx().app.inject({ method: call.method, url: call.path, headers: { authorization: token } });
      expect(res.statusCode, call.path).toBe(200);
      expect(res.headers['cache-control'], call.path).toBe('no-store');
    }
  });
});

/** Resolves once `done()` holds, checking every 10 ms (the test's own timeout bounds it). */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((r) => setTimeout(r, 10));
}

/** A raw connection from `localAddress`, resolved once connected; `closed` tells whether the server has closed it. */
function openIdle(port: number, localAddress = '127.0.0.1'): Promise<Socket & { closedByServer?: boolean }> {
  return new Promise((resolve) => {
    const s: Socket & { closedByServer?: boolean } = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(s));
    s.on('error', () => {});
    s.on('close', () => (s.closedByServer = true));
  });
}

describe('slow request bodies (issue 26, defect 1)', () => {
  const live = listeningApp((base) => ({
    http: { ...base.http, requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 },
    admission: { concurrency: 2, queueLimit: 10, queueMs: 1000 },
  }));

  it('take no admission slot while their body is still arriving: everybody else is served', async () => {
    // The attack's shape: login bodies announced at 100,000 bytes that arrive one byte at a time.
    const slow = await Promise.all([0, 1, 2, 3, 4, 5].map(() => openIdle(live.port)));
    for (const s of slow) {
      s.write(`POST ${CALLS.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
    }
    const drip = setInterval(() => {
      for (const s of slow) s.write(' ');
    }, 100);
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(live.app.admission.inFlight).toBe(0);
      const other = await raw(live.port, `GET ${CALLS.systemWhitelabel.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, { waitMs: 5000 });
      expect(other.received).toMatch(/^HTTP\/1\.1 200/);
      expect((await raw(live.port, 'GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).received).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      clearInterval(drip);
      for (const s of slow) s.destroy();
    }
  });

  it('are served once they have arrived, in pieces', async () => {
    const body = '{"value":"x"}';
    const s = await openIdle(live.port);
    let received = '';
    s.on('data', (d) => (received += d.toString('utf8')));
    s.write(`POST ${CALLS.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`);
    await new Promise((r) => setTimeout(r, 200));
    s.write(body.slice(4));
    await until(() => s.closedByServer === true);
    const [a] = answers(received);
    expect(ErrorEnvelopeSchema.safeParse(a?.body).success).toBe(true);
    expect(a?.status).toBeLessThan(500);
    expect((a?.body as { errorCode: string }).errorCode).not.toBe(ErrorCode.BUSY);
  });
});

describeEachDb(
  'readiness under saturation (issue 26, defect 1)',
  (ctx) => {
    it('answers /readyz 503 while every slot is taken and the queue is full; /healthz stays 200', async () => {
      const gate = ctx().app.admission;
      const held = await gate.enter();
      const waiter = gate.enter();
      try {
        const ready = await ctx().app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'busy' });
        expect((await ctx().app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        held();
        (await waiter)();
      }
      await until(() => gate.inFlight === 0);
      expect((await ctx().app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  },
  { config: { admission: { concurrency: 1, queueLimit: 1, queueMs: 5_000 } } },
);

describe('idle connections (issue 26, defect 7)', () => {
  // Timeouts long enough that only eviction can explain what the tests see.
  const live = listeningApp((base) => ({
    http: { ...base.http, requestTimeoutMs: 20_000, headersTimeoutMs: 20_000, firstByteTimeoutMs: 20_000, maxConnections: 12, maxConnectionsPerIp: 6 },
  }));
  const open = () => new Promise<number>((r) => live.app.server.getConnections((_e, n) => r(n)));
  const served = (localAddress: string) =>
    raw(live.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { localAddress, waitMs: 5000 });

  it('a full server closes its oldest idle connection for a new client, which is served', async () => {
    const idle: Awaited<ReturnType<typeof openIdle>>[] = [];
    for (const address of ['127.0.0.1', '127.0.0.2']) for (let i = 0; i < 6; i++) idle.push(await openIdle(live.port, address));
    try {
      await until(async () => (await open()) === 12);
      expect((await served('127.0.0.3')).received).toMatch(/^HTTP\/1\.1 200/);
      await until(() => idle[0]!.closedByServer === true);
      expect(idle.slice(1).every((s) => !s.closedByServer)).toBe(true);
    } finally {
      for (const s of idle) s.destroy();
      await until(async () => (await open()) === 0);
    }
  });

  it('never closes a connection whose request is under way: with no idle one, the new client is refused', async () => {
    const talking: Awaited<ReturnType<typeof openIdle>>[] = [];
    for (const address of ['127.0.0.4', '127.0.0.5']) {
      for (let i = 0; i < 6; i++) {
        const s = await openIdle(live.port, address);
        s.write('GET /healthz HTTP/1.1\r\n');
        talking.push(s);
      }
    }
    try {
      await until(async () => (await open()) === 12);
      await new Promise((r) => setTimeout(r, 50));
      expect(await served('127.0.0.6')).toEqual({ received: '', closed: true });
      expect(talking.every((s) => !s.closedByServer)).toBe(true);
    } finally {
      for (const s of talking) s.destroy();
      await until(async () => (await open()) === 0);
    }
  });
});

describe('connections that send nothing (issue 26, defect 7)', () => {
  const live = listeningApp((base) => ({
    http: { ...base.http, requestTimeoutMs: 20_000, headersTimeoutMs: 20_000, firstByteTimeoutMs: 1000 },
  }));

  it('are closed after the first-byte timeout, long before the headers timeout; a slow but talking client is served', async () => {
    const idle = await Promise.all([0, 1, 2, 3, 4].map(() => openIdle(live.port)));
    const talking = await openIdle(live.port);
    let received = '';
    talking.on('data', (d) => (received += d.toString('utf8')));
    talking.write('GET /healthz HTTP/1.1\r\n');
    try {
      await until(() => idle.every((s) => s.closedByServer === true));
      talking.write('Host: x\r\nConnection: close\r\n\r\n');
      await until(() => talking.closedByServer === true);
      expect(received).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of [...idle, talking]) s.destroy();
    }
  }, 15_000);
});

describe('a large body to a method the path does not serve', () => {
  const live = listeningApp(() => ({}));

  it('gets its 404 envelope, not a connection reset', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 'a');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { port: live.port, host: '127.0.0.1', method: 'PUT', path: CALLS.login.path, headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect([404, 405]).toContain(answer.status);
    expect(ErrorEnvelopeSchema.parse(JSON.parse(answer.body)).success).toBe(false);
  });
});
