import { CALLS } from '@wps/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestDatabase, injectEncrypted, testConfig } from './helper.js';

// One log line per answer at the default level only for what matters: writes, refusals, failures and slow answers.
// The reads that make most of the traffic (status, catalogue, health) cost no log line at info.

describe('request log', () => {
  const lines: { msg: string; level: number; method?: string; url?: string; statusCode?: number }[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase('pglite');
    drop = created.drop;
    app = await buildApp(testConfig(), { database: created.database, logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const answered = () => lines.filter((l) => l.msg === 'answered');

  it('reads that went well write nothing at info', async () => {
    lines.length = 0;
    for (const url of [CALLS.systemStatus.path, '/healthz', '/readyz', `${CALLS.gameList.path}?pageNo=1`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBeLessThan(400);
    }
    expect(lines).toEqual([]);
  });

  it('a write and a refused read each write one line, with method, path and status', async () => {
    lines.length = 0;
    const refused = await injectEncrypted(app, { method: 'POST', url: CALLS.login.path, body: { username: 'demo01', password: 'not-the-password' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ method: 'GET', url: CALLS.memberInfo.path })).statusCode).toBe(401);
    expect(answered()).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', url: CALLS.login.path, statusCode: refused.statusCode }),
      expect.objectContaining({ level: 30, method: 'GET', url: CALLS.memberInfo.path, statusCode: 401 }),
    ]);
    // Fastify's own two lines per request are off.
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });
});
