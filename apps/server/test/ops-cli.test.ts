import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALLS, OPS_TOKEN_HEADER, SystemStatusSchema, callPath } from '@wps/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { operatorSessions, operators } from '../src/db/schema.js';
import { opsBaseUrl } from '../src/ops/http.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, okValue } from './helper.js';

// `npm run ops` finds the server from OPS_URL or PORT, and says which server it called when a call fails.

const TOKEN = 'ops_k_cli-ops-token-0123456789';
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm run ops` does, with only the given environment (no PORT or OPS_URL from this process). */
function ops(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, 'src/ops/cli.ts', ...args],
      { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', OPS_API_KEY: TOKEN, ...env }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('ops address', () => {
  it.each<[Record<string, string>, string]>([
    [{}, 'http://127.0.0.1:8080'],
    [{ PORT: '9090' }, 'http://127.0.0.1:9090'],
    [{ PORT: ' ' }, 'http://127.0.0.1:8080'],
    [{ PORT: '9090', OPS_URL: 'https://ops.example.com/' }, 'https://ops.example.com'],
    [{ OPS_URL: 'http://10.0.0.5:8080//' }, 'http://10.0.0.5:8080'],
  ])('%o -> %s', (env, base) => {
    expect(opsBaseUrl(env)).toBe(base);
  });

  it('refuses a PORT or OPS_URL it cannot call', () => {
    expect(() => opsBaseUrl({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => opsBaseUrl({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => opsBaseUrl({ OPS_URL: '127.0.0.1:8080' })).toThrow(/OPS_URL must be an http/);
  });
});

describeEachDb(
  'npm run ops',
  (ctx) => {
    const listening = async () => {
      const app = ctx().app;
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    };

    it('calls the server on PORT when OPS_URL is not set', async () => {
      const port = await listening();
      const run = await ops({ PORT: String(port) }, 'channels', 'demo');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ success: true });
    });

    it('lists deposit promotions and switches one off and on again', async () => {
      const port = await listening();
      const list = await ops({ PORT: String(port) }, 'deposit-promos', 'demo');
      expect(list.code).toBe(0);
      const welcome = (JSON.parse(list.stdout) as { value: { id: number; code: string; enabled: boolean }[] }).value.find((p) => p.code === 'WELCOME8');
      expect(welcome).toMatchObject({ enabled: true });
      const off = await ops({ PORT: String(port) }, 'deposit-promo', 'demo', String(welcome!.id), '--enabled', 'off');
      expect(JSON.parse(off.stdout)).toMatchObject({ success: true, value: { code: 'WELCOME8', enabled: false } });
      const on = await ops({ PORT: String(port) }, 'deposit-promo', 'demo', String(welcome!.id), '--enabled', 'on');
      expect(JSON.parse(on.stdout)).toMatchObject({ success: true, value: { enabled: true } });
    });

    it('prefers OPS_URL over PORT', async () => {
      const port = await listening();
      const run = await ops({ OPS_URL: `http://127.0.0.1:${port}`, PORT: String(await closedPort()) }, 'channels', 'demo');
      expect(run.code).toBe(0);
    });

    it('links sets the customer-service channels the status answer carries', async () => {
      const port = await listening();
      const status = async () => okValue(await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema).info;
      const before = await status();
      const run = await ops({ PORT: String(port) }, 'links', 'demo', '--service', 'CS=https://help.example.com/chat?lang=en', '--service', 'phone=tel:+632 8123');
      expect(run.code).toBe(0);
      expect((await status()).customerService).toEqual([
        { title: 'CS', resourceType: 'CS', path: 'https://help.example.com/chat?lang=en' },
        { title: 'phone', resourceType: 'PHONE', path: 'tel:+632 8123' },
      ]);
      expect((await status()).resources).toEqual(before.resources);
      // A link the site may not open is refused by the server, and the CLI says where it asked.
      const bad = await ops({ PORT: String(port) }, 'links', 'demo', '--service', 'CS=javascript:alert(1)');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(`PUT http://127.0.0.1:${port}/ops/merchants/demo/links answered 422`);
      await ctx().app.inject({
        method: 'PUT',
        url: callPath(CALLS.opsMerchantLinks.path, { code: 'demo' }),
        headers: { [OPS_TOKEN_HEADER]: TOKEN },
        payload: { customerService: before.customerService },
      });
    });

    it('names the server and the call when nothing answers there', async () => {
      const port = await closedPort();
      const run = await ops({ PORT: String(port) }, 'merchant-status', 'demo', '--maintenance', 'off');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`could not reach the server at http://127.0.0.1:${port}`);
      expect(run.stderr).toContain('PUT /ops/merchants/demo/status');
      expect(run.stderr).toContain('ECONNREFUSED');
    });

    it('signs in as an operator with OPS_USER / OPS_PASSWORD, acts with their roles only, and signs out after', async () => {
      const port = await listening();
      const asFinance = await ops({ PORT: String(port), OPS_API_KEY: '', OPS_USER: 'finance', OPS_PASSWORD: DEMO_PASSWORD }, 'channels', 'demo');
      expect(asFinance.code).toBe(0);
      const asSupport = await ops({ PORT: String(port), OPS_API_KEY: '', OPS_USER: 'support', OPS_PASSWORD: DEMO_PASSWORD }, 'channels', 'demo');
      expect(asSupport.code).toBe(2);
      expect(asSupport.stderr).toContain('answered 403');
      const open = await ctx()
        .app.db.select({ id: operatorSessions.id })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(inArray(operators.username, ['finance', 'support']), isNull(operatorSessions.revokedAt)));
      expect(open).toHaveLength(0);
      const refused = await ops({ PORT: String(port), OPS_API_KEY: '', OPS_USER: 'finance', OPS_PASSWORD: 'wrong-1234' }, 'channels', 'demo');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('sign-in as finance refused (401 INVALID_CREDENTIALS)');
    });

    it('names the address and the status when the server refuses the call', async () => {
      const port = await listening();
      const run = await ops({ PORT: String(port) }, 'channels', 'nosuch');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`GET http://127.0.0.1:${port}/ops/merchants/nosuch/deposit-channels answered 404`);
    });
  },
  { opsKey: TOKEN },
);
