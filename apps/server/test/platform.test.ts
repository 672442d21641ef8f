import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALLS, ERROR_MESSAGE_KEYS, HTTP_STATUS, SystemStatusSchema, type CallDef, ErrorCode } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { createTestDatabase, describeEachDb, errorBody, injectEncrypted, login, okValue, testConfig } from './helper.js';

describeEachDb('platform: envelope, errors, health', (ctx) => {
  it('wraps answers in the success envelope and echoes a sane X-Request-Id', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path, headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(okValue(res, SystemStatusSchema).merchantCode).toBe('demo');

    const weird = await ctx().app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(weird.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /wps routes with a 404 envelope', async () => {
    for (const url of ['/wps/nope', '/wps/relay/UNKNOWN_call', '/ops/merchants/demo/status', '/nothing']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual({ success: false, errorCode: ErrorCode.NOT_FOUND, message: ERROR_MESSAGE_KEYS.NOT_FOUND });
    }
  });

  it('rejects invalid bodies with 422 VALIDATION and field errors', async () => {
    // Login bodies are encrypted (accounts issue): the fields are checked once decrypted.
    const res = await injectEncrypted(ctx().app, { method: 'POST', url: CALLS.login.path, body: { username: '', password: 7 } });
    expect(res.statusCode).toBe(422);
    const body = errorBody(res);
    expect(body.errorCode).toBe(ErrorCode.VALIDATION);
    expect(body.message).toBe('err_format');
    const fields = (body.value as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['password', 'username']);
  });

  it.each([
    ['bad JSON', '{"username": "demo01", ', 'application/json', 422, ErrorCode.VALIDATION],
    ['empty JSON', '', 'application/json', 422, ErrorCode.VALIDATION],
    ['JSON array', '[1,2,3]', 'application/json', 422, ErrorCode.VALIDATION],
    ['JSON null', 'null', 'application/json', 422, ErrorCode.VALIDATION],
    ['JSON string', '"hi"', 'application/json', 422, ErrorCode.VALIDATION],
    ['prototype pollution', '{"__proto__":{"x":1},"username":"a","password":"b"}', 'application/json', 422, ErrorCode.VALIDATION],
    ['text body', 'username=demo01', 'text/plain', 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    ['form body', 'username=demo01&password=x', 'application/x-www-form-urlencoded', 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    ['binary', Buffer.from([0, 1, 2, 255, 254]), 'application/octet-stream', 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
  ])('%s never gives a 500', async (_name, payload, contentType, status, code) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: CALLS.login.path,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(errorBody(res).errorCode).toBe(code);
    expect(HTTP_STATUS[code as ErrorCode]).toBe(status);
  });

  it('answers a too large body with 413', async () => {
    const payload = JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await ctx().app.inject({
      method: 'POST',
      url: CALLS.login.path,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).errorCode).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('survives garbage headers, URLs and methods without a 500', async () => {
    const { token } = await login(ctx().app);
    const requests = [
      { method: 'GET', url: CALLS.memberInfo.path, headers: { authorization: 'x'.repeat(10_000) } },
      { method: 'GET', url: CALLS.memberInfo.path, headers: { authorization: `Bearer ${token}` } },
      { method: 'GET', url: CALLS.memberInfo.path, headers: { authorization: "' or 1=1 --" } },
      { method: 'GET', url: CALLS.systemStatus.path, headers: { language: '../../etc/passwd', device: 'd'.repeat(5000) } },
      { method: 'GET', url: CALLS.systemStatus.path, headers: { merchant: "demo'; drop table merchants; --" } },
      { method: 'GET', url: CALLS.systemStatus.path, headers: { merchant: 'x'.repeat(5000) } },
      { method: 'GET', url: '/wps/system/status?%E0%A4%A=1' },
      { method: 'GET', url: '/wps/%E0%A4%A' },
      { method: 'PATCH', url: CALLS.login.path, payload: {} },
      { method: 'DELETE', url: CALLS.memberInfo.path },
      { method: 'POST', url: CALLS.login.path, payload: { username: { $ne: 1 }, password: ['a'] } },
      { method: 'POST', url: CALLS.login.path, payload: { username: 'demo01\u0000', password: 'Demo@1234' } },
      { method: 'POST', url: CALLS.login.path, payload: { username: 'd'.repeat(65), password: 'p' } },
      { method: 'GET', url: CALLS.walletGcs.path, headers: { authorization: '' } },
      { method: 'OPTIONS', url: CALLS.login.path },
    ] as InjectOptions[];
    for (const r of requests) {
      const res = await ctx().app.inject(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(() => errorBody(res)).not.toThrow();
    }
  });

  it('publishes the OpenAPI document at /wps/docs', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/wps/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    // Every player call is documented (operator calls are served, and documented, only with an operator token).
    const documented = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const call of Object.values(CALLS as Record<string, CallDef>)) {
      if (call.access !== 'operator' && call.path !== '/wps/docs') expect(Object.keys(doc.paths)).toContain(documented(call.path));
    }
  });

  it('declares a typed success answer for every operation of the OpenAPI document', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await ctx().app.inject({ method: 'GET', url: '/wps/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
        const typed = success.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema !== undefined));
        if (!typed) untyped.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('reports health and readiness', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });
});

describe('platform: readiness when the database is down', () => {
  it('answers /readyz 503 and /healthz 200', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    const broken = { ...database, ping: () => Promise.reject(new Error('down')) };
    const app = await buildApp(testConfig(), { database: broken, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('answers /readyz from the last probe while a probe waits behind a slow database, and probes once for many callers', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    let pings = 0;
    let release: () => void = () => {};
    let hang = false;
    const slow = {
      ...database,
      ping: async () => {
        pings += 1;
        if (hang) await new Promise<void>((resolve) => (release = resolve));
        return database.ping();
      },
    };
    const app = await buildApp(testConfig(), { database: slow, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(pings).toBe(1);
      // Past the probe's freshness the database hangs: the callers are answered from the last result, and the one
      // probe still running serves them all.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      hang = true;
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/readyz' })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(pings).toBe(2);
      release();
    } finally {
      await app.close();
      await drop();
    }
  });

  it('turns an unexpected failure into a bare 500 INTERNAL envelope', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    await database.close(); // every query now fails inside a handler
    try {
      const res = await app.inject({ method: 'GET', url: CALLS.systemStatus.path });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, errorCode: ErrorCode.INTERNAL, message: 'err_unknown' });
    } finally {
      await app.close().catch(() => {});
      await drop();
    }
  });
});
