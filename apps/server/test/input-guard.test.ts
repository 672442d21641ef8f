import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALLS, ErrorCode, OPS_TOKEN_HEADER, isOperatorAccess, type CallDef } from '@wps/contract';
import { nulPath } from '../src/platform/input-guard.js';
import { describeEachDb, injectEncrypted, login } from './helper.js';

// Issue 26, defect 13: no input reaches a database error. PostgreSQL text cannot hold a NUL character, so a NUL that
// passed validation ended as a "data exception" from the database (mapped to a bare 422 'request' error, with the SQL
// in the log). Every call of the table gets a NUL in each of its path params, query keys and body keys, with the
// session its access needs: each is refused before any statement, naming the field.

const OPS = 'ops_k_input-guard-test-ops-token-0123456';
const NUL = 'a\u0000b';

/** The top-level keys of a zod object schema (others: none). */
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

describe('nulPath', () => {
  it('finds a NUL in nested bodies, keys included, and skips buffers', () => {
    expect(nulPath({ a: [{ b: 'x' }, { c: NUL }] }, '')).toBe('a.1.c');
    expect(nulPath({ ['k\u0000']: 1 }, 'query')).toBe('query.k\\0');
    expect(nulPath({ a: 'ok', n: 1, b: Buffer.from([0, 0]) }, '')).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep, '')).toMatch(/^(\.0)+$/);
  });
});

describeEachDb(
  'input guard: a NUL in any params, query or body of every call',
  (ctx) => {
    it('is refused with a field error before it reaches the database, never a 5xx', async () => {
      const app = ctx().app;
      const { token } = await login(app);
      const member = { authorization: `Bearer ${token}` };
      const ops = { [OPS_TOKEN_HEADER.toLowerCase()]: OPS };
      const failures: string[] = [];
      let tried = 0;
      for (const [name, call] of Object.entries(CALLS as Record<string, CallDef>)) {
        const headers = isOperatorAccess(call.access) ? ops : call.access === 'visitor' ? {} : member;
        const params = keysOf(call.params);
        const base = call.path.replace(/:(\w+)/g, (_, p: string) => (p === 'code' ? 'demo' : '1'));
        const shots: Array<{ what: string; send: () => Promise<LightMyRequestResponse> }> = [];
        for (const p of params) {
          const url = call.path.replace(/:(\w+)/g, (_, q: string) => (q === p ? encodeURIComponent(NUL) : q === 'code' ? 'demo' : '1'));
          shots.push({ what: `param ${p}`, send: () => app.inject({ method: call.method, url, headers, ...(call.method === 'GET' ? {} : { payload: {} }) } as InjectOptions) });
        }
        for (const q of keysOf(call.query)) {
          shots.push({ what: `query ${q}`, send: () => app.inject({ method: call.method, url: `${base}?${q}=${encodeURIComponent(NUL)}`, headers } as InjectOptions) });
        }
        const bodyKeys = keysOf(call.body);
        if (bodyKeys.length && call.method !== 'GET') {
          const body = Object.fromEntries(bodyKeys.map((k) => [k, NUL]));
          shots.push({
            what: 'body',
            send: () =>
              call.encrypted
                ? injectEncrypted(app, { method: call.method as 'POST' | 'PUT', url: base, body, headers })
                : app.inject({ method: call.method, url: base, headers, payload: body } as InjectOptions),
          });
        }
        for (const shot of shots) {
          tried++;
          const res = await shot.send();
          const body = res.json() as { errorCode?: string; value?: Array<{ field?: string }> };
          const dbError = body.errorCode === ErrorCode.VALIDATION && body.value?.some((f) => f.field === 'request');
          if (res.statusCode >= 500 || res.statusCode < 400 || dbError) failures.push(`${name} ${shot.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      expect(tried).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    }, 120_000);
  },
  { opsKey: OPS },
);

describeEachDb('input guard: the public pages and pictures outside the call table', (ctx) => {
  it('answer a NUL in their address with a 4xx that is no database error', async () => {
    const urls = [
      '/m/lotto-h5/a%00b/x/games/1',
      '/m/lotto-h5/1/a%00b/games/a%00b',
      '/static/images/a%00b/app/icon-96.png',
      '/static/images/a%00b/promotions/x.png',
      '/static/images/demo/promotions/a%00b.png',
      '/static/images/a%00b/banners/x.png',
      '/static/images/demo/banners/a%00b.png',
      '/static/images/a%00b/games/PG/x.png',
      '/static/images/demo/games/a%00b/x.png',
      '/static/images/demo/games/PG/a%00b.png',
    ];
    const failures: string[] = [];
    for (const url of urls) {
      const res = await ctx().app.inject({ method: 'GET', url });
      const body = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { value?: Array<{ field?: string }> }) : {};
      if (res.statusCode >= 500 || res.statusCode < 400 || body.value?.some((f) => f.field === 'request')) failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
