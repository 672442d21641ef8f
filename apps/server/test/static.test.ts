import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestDatabase, testConfig } from './helper.js';

// Static serving does not depend on the database kind: PGlite only. The client build is faked in a temp dir.
const INDEX = `<!doctype html><html><head><title>WPS</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;

async function appWith(clientDist: string, backofficeDist = '/nonexistent-backoffice-dist') {
  const { database, drop } = await createTestDatabase('pglite');
  const app = await buildApp(testConfig({ clientDist, backofficeDist }), { database, logger: false });
  return { app, close: async () => { await app.close(); await drop(); } };
}

describe('static client', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wps-client-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), ASSET);
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"WPS"}');
    ({ app, close } = await appWith(dir));
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('redirects / and /m to /m/home', async () => {
    for (const url of ['/', '/m']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/home');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET);
  });

  it.each(['/m/', '/m/index.html', '/m/home', '/m/member/home', '/m/gameList?type=slots'])(
    'answers %s with index.html, revalidated',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves other root files revalidated, and a missing asset as 404', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/m/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/m/home', payload: {} })).statusCode).toBe(404);
  });

  it('compresses with br or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await app.inject({ method: 'GET', url: '/m/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      const html = await app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': encoding } });
      expect(html.headers['content-encoding']).toBe(encoding);
    }
  });

  it('does not swallow the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/unknown' })).headers['content-type']).toMatch(/json/);
  });
});

describe('static client not built', () => {
  it('answers /m/* with a plain 503', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wps-empty-'));
    const { app, close } = await appWith(dir);
    try {
      for (const url of ['/m/', '/m/home', '/m/assets/x.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/text\/plain/);
        expect(res.body).toMatch(/not built/);
      }
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(302);
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// The back office at /admin/: the same serving, but index.html carries a fresh nonce per answer (antd writes its
// styles at run time) in its <meta name="csp-nonce"> and in the policy's style-src; scripts stay our own files.
const ADMIN_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="csp-nonce" content="">' +
  '<script type="module" crossorigin src="/admin/assets/index-def456.js"></script></head><body><div id="root"></div></body></html>';

/** The policy's directives by name. */
function directives(csp: unknown): Map<string, string[]> {
  if (typeof csp !== 'string') throw new Error('no Content-Security-Policy');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('static back office', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wps-backoffice-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), ADMIN_INDEX);
    await writeFile(join(dir, 'assets', 'index-def456.js'), ASSET);
    ({ app, close } = await appWith('/nonexistent-client-dist', dir));
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('redirects /admin to /admin/', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
  });

  it.each(['/admin/', '/admin/index.html', '/admin/login', '/admin/finance/deposits?status=pending'])(
    'answers %s with index.html and a fresh nonce in its meta and in style-src',
    async (url) => {
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        const csp = directives(res.headers['content-security-policy']);
        expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
        expect(res.body.replace(nonce!, '')).toBe(ADMIN_INDEX);
        seen.add(nonce!);
      }
      expect(seen.size).toBe(2);
    },
  );

  it('serves hashed assets as immutable, a missing one as 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET);
    expect((await app.inject({ method: 'GET', url: '/admin/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/admin/login', payload: {} })).statusCode).toBe(404);
  });

  it('leaves the player client and the API alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/m/home' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
  });
});

describe('static back office not built', () => {
  it('answers /admin/* with a plain 503 and a hint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wps-empty-'));
    const { app, close } = await appWith(dir, dir);
    try {
      for (const url of ['/admin/', '/admin/login', '/admin/assets/x.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/text\/plain/);
        expect(res.body).toMatch(/back office is not built/);
      }
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
