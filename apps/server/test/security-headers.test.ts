import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  AnnouncementsSchema,
  CALLS,
  DEMO_GATEWAY,
  DepositStartSchema,
  GameListSchema,
  LotteryGameListSchema,
  OPS_TOKEN_HEADER,
} from '@wps/contract';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { createTestDatabase, describeEachDb, grantOpsKey, injectEncrypted, okValue, testConfig } from './helper.js';
import { OPS_TOKEN, channel, newMember, rid } from './money-fixtures.js';

// DESIGN "API conventions": every answer carries the security headers, whatever produced it (a route, the error or
// not-found handler, a hook that refused the request, the static client, the framework before routing, the raw
// socket answer to malformed HTTP). Only the pages the client frames may be framed, and only by our own origin.

// A client build like Vite's: critical CSS inline in <head>, the code as same-origin module files.
const CRITICAL_CSS = 'html{background:#f4f5f9}#root:empty{min-height:100vh}';
const indexHtml = (css: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>WPS</title><style>${css}</style>` +
  '<script type="module" crossorigin src="/m/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/m/assets/index-abc123.css"></head><body><div id="root"></div></body></html>';
const clientDist = mkdtempSync(join(tmpdir(), 'wps-csp-client-'));
mkdirSync(join(clientDist, 'assets'));
writeFileSync(join(clientDist, 'index.html'), indexHtml(CRITICAL_CSS));
writeFileSync(join(clientDist, 'assets', 'index-abc123.js'), 'document.getElementById("root").textContent = "ok";');
writeFileSync(join(clientDist, 'assets', 'index-abc123.css'), 'body{margin:0}');
afterAll(() => rmSync(clientDist, { recursive: true, force: true }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = res.headers['content-security-policy'];
  if (typeof csp !== 'string') throw new Error(`no Content-Security-Policy (${res.statusCode})`);
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

interface Expected {
  framing?: 'none' | 'self';
  https?: boolean;
  /** Cross-Origin-Resource-Policy: the public art may be loaded from a merchant's image CDN host. */
  corp?: 'same-origin' | 'cross-origin';
}

function expectSecurityHeaders(res: LightMyRequestResponse, label: string, want: Expected = {}): void {
  const d = directives(res);
  const csp = res.headers['content-security-policy'] as string;
  // Only our own scripts: 'self' and hashes of our own inline blocks, never inline code or handlers at large.
  expect(csp, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/);
  expect(d.get('default-src'), label).toEqual(["'self'"]);
  const scripts = d.get('script-src') ?? [];
  expect(scripts[0], label).toBe("'self'");
  for (const s of scripts.slice(1)) expect(s, label).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(d.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(d.get('object-src'), label).toEqual(["'none'"]);
  expect(d.get('base-uri'), label).toEqual(["'self'"]);
  expect(d.get('form-action'), label).toEqual(["'self'"]);
  expect(d.get('connect-src'), label).toEqual(["'self'"]);
  expect(d.get('frame-src'), label).toEqual(["'self'"]);
  expect(d.get('img-src'), label).toEqual(["'self'", 'data:', 'https:']);
  expect(d.get('frame-ancestors'), label).toEqual([want.framing === 'self' ? "'self'" : "'none'"]);
  expect(res.headers['x-frame-options'], label).toBe(want.framing === 'self' ? 'SAMEORIGIN' : 'DENY');
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy'], label).toBe(want.corp ?? 'same-origin');
  if (want.https) {
    expect(res.headers['strict-transport-security'], label).toMatch(/^max-age=31536000(?:;|$)/);
    expect(d.has('upgrade-insecure-requests'), label).toBe(true);
  } else {
    expect(res.headers['strict-transport-security'], label).toBeUndefined();
    expect(d.has('upgrade-insecure-requests'), label).toBe(false);
  }
}

/**
 * An HTML page runs nothing the policy does not allow: each <script> is a file of our origin, a JSON data block, or
 * inline code whose hash the policy names; each <style> is hashed; no inline handlers or style attributes; the
 * files it loads are served with their real types (nosniff).
 */
async function expectNoInlineCode(app: FastifyInstance, res: LightMyRequestResponse, label: string): Promise<void> {
  const d = directives(res);
  const html = res.body;
  const files: { url: string; type: RegExp }[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(` ${attrs}`)?.[1];
    if (src !== undefined) {
      expect(src, label).toMatch(/^\/(?![/\\])/);
      expect(body, label).toBe('');
      files.push({ url: src, type: /^(?:text|application)\/javascript/ });
    } else if (/type\s*=\s*"application\/json"/i.test(attrs!)) {
      expect(() => JSON.parse(body!), label).not.toThrow();
      expect(body, label).not.toMatch(/<\/script/i);
    } else {
      expect(d.get('script-src'), `${label}: inline script`).toContain(sha256(body!));
    }
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    expect(d.get('style-src'), `${label}: inline style`).toContain(sha256(body!));
  }
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]*)"/gi)) {
    expect(href, label).toMatch(/^\/(?![/\\])/);
    files.push({ url: href!, type: /^text\/css/ });
  }
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  expect(markup, label).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(markup, label).not.toMatch(/<[^>]+\sstyle\s*=/i);
  expect(markup, label).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
  for (const f of files) {
    const file = await app.inject({ method: 'GET', url: f.url });
    expect(file.statusCode, `${label}: ${f.url}`).toBe(200);
    expect(file.headers['content-type'], `${label}: ${f.url}`).toMatch(f.type);
    expectSecurityHeaders(file, `${label}: ${f.url}`);
  }
}

/** URLs of the pages and art the seed gives, found through the API as the client finds them. */
async function seededUrls(app: FastifyInstance) {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const games = okValue(await get(`${CALLS.gameList.path}?gameType=INHOUSE&pageSize=10`), GameListSchema).games;
  const dice = games.find((g) => g.gameCode === 'dice-100')!;
  const lotteries = okValue(await get(CALLS.lotteryList.path), LotteryGameListSchema);
  const quick = lotteries.find((g) => g.gameCode === 'quick-lotto')!;
  const banners = okValue(await get(`${CALLS.announcements.path}?types=B&platform=M`), AnnouncementsSchema).banners;
  const member = await newMember(app, 'csp');
  const gateway = await channel(app, 'GATEWAY');
  const start = okValue(
    await member.call('depositGateway', { body: { channelId: gateway.id, amount: '100', requestId: rid() } }),
    DepositStartSchema,
  );
  return {
    gameIcon: dice.iconUrl,
    banner: banners[0]!.imageUrl,
    gamePage: `/wps/inhouse/play/${dice.gameCode}?merchant=demo&lang=EN`,
    lottoPage: `/m/lotto-h5/demo/ent/games/${quick.gameId}?merchantCode=demo&prize_mode=ELOTT&language=EN`,
    gatewayPage: start.payUrl ?? DEMO_GATEWAY.page.replace(':orderNo', start.order.orderNo),
  };
}

type Row = [label: string, request: InjectOptions, status: number, want?: Expected];

function rows(urls: Awaited<ReturnType<typeof seededUrls>>): Row[] {
  const opsPath = CALLS.opsDeposits.path.replace(':code', 'demo');
  return [
    ['an API call', { url: CALLS.systemStatus.path }, 200],
    ['an API error (no session)', { url: CALLS.memberInfo.path }, 401],
    ['an API validation error', { method: 'POST', url: CALLS.favouriteAdd.path, payload: 'x', headers: { 'content-type': 'text/plain' } }, 415],
    ['a refusal of the tenant hook', { url: CALLS.systemStatus.path, headers: { merchant: 'nope' } }, 400],
    ['an unknown path', { url: '/no/such/path' }, 404],
    ['a bad URL, refused before routing', { url: '/wps/%zz' }, 422],
    ['an operator call', { url: opsPath, headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } }, 200],
    ['an operator call without its token', { url: opsPath }, 401],
    ['a redirect', { url: '/' }, 302],
    ['the liveness probe', { url: '/healthz' }, 200],
    ['the readiness probe', { url: '/readyz' }, 200],
    ['the OpenAPI document', { url: '/wps/docs' }, 200],
    ['the client index.html', { url: '/m/index.html' }, 200],
    ['a client route (SPA fallback)', { url: '/m/home' }, 200],
    ['a hashed client file', { url: '/m/assets/index-abc123.js' }, 200],
    ['a missing client file', { url: '/m/assets/missing-123.js' }, 404],
    ['a POST to a client route', { method: 'POST', url: '/m/home', payload: {} }, 404],
    ['a game icon (SVG)', { url: urls.gameIcon }, 200, { corp: 'cross-origin' }],
    ['a banner (SVG)', { url: urls.banner }, 200, { corp: 'cross-origin' }],
    ['the app icon (PNG)', { url: '/static/images/DEMO/app/icon-96.png' }, 200, { corp: 'cross-origin' }],
    ['an unknown image', { url: '/static/images/DEMO/games/PG/nope.svg' }, 404, { corp: 'cross-origin' }],
    ['the in-house game page', { url: urls.gamePage }, 200, { framing: 'self' }],
    ['the lotto h5 page', { url: urls.lottoPage }, 200, { framing: 'self' }],
    ['an unknown in-house game page', { url: '/wps/inhouse/play/nope' }, 404, { framing: 'self' }],
    ['the demo gateway page', { url: urls.gatewayPage }, 200],
    ['an unknown gateway order', { url: DEMO_GATEWAY.page.replace(':orderNo', 'NOPE') }, 404],
  ];
}

describeEachDb(
  'security headers',
  (ctx) => {
    const app = () => ctx().app;
    let urls: Awaited<ReturnType<typeof seededUrls>>;
    beforeAll(async () => {
      urls = await seededUrls(app());
    });

    it('are on every answer: API, errors, hooks, static client, images, pages, probes', async () => {
      for (const [label, request, status, want] of rows(urls)) {
        const res = await app().inject({ method: 'GET', ...request });
        expect(res.statusCode, label).toBe(status);
        expectSecurityHeaders(res, label, want);
      }
    });

    it('let the HTML pages run only code the policy allows, and the pages still get their data', async () => {
      const pages = { 'client index.html': '/m/home', 'game page': urls.gamePage, 'lotto page': urls.lottoPage, 'gateway page': urls.gatewayPage };
      for (const [label, url] of Object.entries(pages)) {
        const res = await app().inject({ method: 'GET', url });
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-type'], label).toMatch(/^text\/html/);
        await expectNoInlineCode(app(), res, label);
      }
      // The game page's per-request data rides in a JSON block its script reads.
      const game = await app().inject({ method: 'GET', url: urls.gamePage });
      const cfg = /<script type="application\/json" id="ih-cfg">([\s\S]*?)<\/script>/.exec(game.body)?.[1];
      expect(JSON.parse(cfg ?? 'null')).toMatchObject({ gameCode: 'dice-100', merchant: 'demo', language: 'EN' });
    });

    it("allow the client's critical CSS by its hash, also after a new build replaced index.html", async () => {
      const before = directives(await app().inject({ method: 'GET', url: '/m/home' })).get('style-src');
      expect(before).toEqual(["'self'", sha256(CRITICAL_CSS)]);
      const css = 'html{background:#000}';
      const index = join(clientDist, 'index.html');
      writeFileSync(index, indexHtml(css));
      const later = new Date(Date.now() + 5_000);
      utimesSync(index, later, later);
      try {
        for (const url of ['/m/home', '/m/', '/m/index.html']) {
          const res = await app().inject({ method: 'GET', url });
          expect(directives(res).get('style-src'), url).toEqual(["'self'", sha256(css)]);
        }
      } finally {
        writeFileSync(index, indexHtml(CRITICAL_CSS));
        utimesSync(index, new Date(), new Date());
      }
    });

    it('serve the pages\' files cacheable for good, under names that change with their content', async () => {
      const game = await app().inject({ method: 'GET', url: urls.gamePage });
      const files = [...game.body.matchAll(/(?:src|href)="(\/static\/pages\/[^"]+)"/g)].map((m) => m[1]);
      expect(files.map((f) => f!.replace(/^.*\./, ''))).toEqual(['css', 'js']);
      for (const url of files) {
        const res = await app().inject({ method: 'GET', url: url! });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(url, url).toContain(createHash('sha256').update(res.body).digest('hex').slice(0, 12));
      }
    });
  },
  { opsKey: OPS_TOKEN, config: { clientDist } },
);

describeEachDb(
  'what caches may keep (issue 26, defect 11)',
  (ctx) => {
    const app = () => ctx().app;
    const ops = { [OPS_TOKEN_HEADER]: OPS_TOKEN };
    const opsPath = (path: string, params: Record<string, string> = {}) =>
      Object.entries({ code: 'demo', ...params }).reduce((p, [k, v]) => p.replace(`:${k}`, v), path);

    it('no answer that carries a secret, personal data or an error may be stored', async () => {
      const member = await newMember(app(), 'nostore');
      const captchaKey = 'nostore-captcha-key-0001';
      const rows: [label: string, send: () => Promise<LightMyRequestResponse>][] = [
        ['member login', () => injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: member.username, password: DEMO_PASSWORD } })],
        ['a captcha image', () => app().inject({ method: 'GET', url: `${CALLS.captcha.path}?key=${captchaKey}` })],
        ['operator login', () => app().inject({ method: 'POST', url: CALLS.opsLogin.path, payload: { username: 'admin', password: DEMO_PASSWORD } })],
        ['a failed operator login', () => app().inject({ method: 'POST', url: CALLS.opsLogin.path, payload: { username: 'admin', password: 'wrong-password' } })],
        ['API key creation', () => app().inject({ method: 'POST', url: CALLS.opsCreateApiKey.path, headers: ops, payload: { name: 'no-store' } })],
        ['API key list', () => app().inject({ method: 'GET', url: CALLS.opsApiKeys.path, headers: ops })],
        ['TOTP setup', () => app().inject({ method: 'POST', url: CALLS.opsTotpSetup.path, headers: ops })],
        ["an operator's view of a member", () => app().inject({ method: 'GET', url: opsPath(CALLS.opsMember.path, { id: String(member.id) }), headers: ops })],
        ['the outbox', () => app().inject({ method: 'GET', url: `${opsPath(CALLS.opsOutbox.path)}?to=someone@example.com`, headers: ops })],
        ['the outbox page', () => app().inject({ method: 'GET', url: opsPath(CALLS.opsOutboxPage.path), headers: ops })],
        ['a captcha answer', () => app().inject({ method: 'GET', url: opsPath(CALLS.opsCaptcha.path, { key: captchaKey }), headers: ops })],
        ['channel credentials', () => app().inject({ method: 'GET', url: opsPath(CALLS.opsQrChannelCredentials.path, { channelCode: 'ALIPAY_QR' }), headers: ops })],
        ['an operator call without its token (401)', () => app().inject({ method: 'GET', url: opsPath(CALLS.opsOutboxPage.path) })],
        ['a member call without a session (401)', () => app().inject({ method: 'GET', url: CALLS.memberInfo.path })],
        ['a member call with a session', () => member.call('memberInfo')],
        ['a refusal of the tenant hook (400)', () => app().inject({ method: 'GET', url: CALLS.systemStatus.path, headers: { merchant: 'nope' } })],
        ['a validation error (422)', () => app().inject({ method: 'POST', url: CALLS.login.path, payload: { value: 7 } })],
        ['an unsupported body (415)', () => app().inject({ method: 'POST', url: CALLS.favouriteAdd.path, payload: 'x', headers: { 'content-type': 'text/plain' } })],
        ['a bad URL, refused before routing', () => app().inject({ method: 'GET', url: '/wps/%zz' })],
        ['an unknown path (404)', () => app().inject({ method: 'GET', url: '/wps/no/such/call' })],
        ['an unknown in-house game page (404)', () => app().inject({ method: 'GET', url: '/wps/inhouse/play/nope' })],
        ['a public API call', () => app().inject({ method: 'GET', url: CALLS.systemStatus.path })],
      ];
      for (const [label, send] of rows) {
        const res = await send();
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(res.headers['cache-control'], label).toBe('no-store');
      }
    });

    it('public content keeps its caching', async () => {
      const urls = await seededUrls(app());
      const game = await app().inject({ method: 'GET', url: urls.gamePage });
      const pageFile = /(?:src|href)="(\/static\/pages\/[^"]+)"/.exec(game.body)![1]!;
      const rows: [label: string, url: string, cache: RegExp][] = [
        ['a hashed client file', '/m/assets/index-abc123.js', /immutable/],
        ["a server page's hashed file", pageFile, /immutable/],
        ['the client index.html', '/m/home', /no-cache|max-age=0/],
        ['a game icon', urls.gameIcon, /^public/],
        ['a banner', urls.banner, /^public/],
        ['the app icon', '/static/images/DEMO/app/icon-96.png', /^public/],
      ];
      for (const [label, url, cache] of rows) {
        const res = await app().inject({ method: 'GET', url });
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['cache-control'], label).toMatch(cache);
      }
    });
  },
  { opsKey: OPS_TOKEN, config: { clientDist } },
);

describeEachDb(
  'security headers on a saturated server',
  (ctx) => {
    it('are on the 503 BUSY answers of the admission gate', async () => {
      const results = await Promise.all(Array.from({ length: 40 }, () => ctx().app.inject({ method: 'GET', url: CALLS.systemWhitelabel.path })));
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const r of busy) {
        expect(r.json()).toMatchObject({ errorCode: ErrorCode.BUSY });
        expectSecurityHeaders(r, 'BUSY');
      }
    });
  },
  { config: { admission: { concurrency: 1, queueLimit: 1, queueMs: 5_000 } } },
);

describe('security headers behind https (PUBLIC_URL https://...)', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase('pglite');
    drop = created.drop;
    app = await buildApp(testConfig({ clientDist, publicUrl: 'https://play.example' }), {
      database: created.database,
      logger: false,
    });
    await app.ready();
    await grantOpsKey(app, OPS_TOKEN);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('add HSTS and upgrade-insecure-requests to every answer', async () => {
    for (const [label, request, status, want] of rows(await seededUrls(app))) {
      const res = await app.inject({ method: 'GET', ...request });
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res, label, { ...want, https: true });
    }
  });
});

describe('security headers on answers to malformed HTTP', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const created = await createTestDatabase('pglite');
    drop = created.drop;
    app = await buildApp(testConfig(), { database: created.database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('are written on the raw socket answer too', async () => {
    const received = await new Promise<string>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write('HELLO THERE\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', () => {});
    });
    const [head = '', body = ''] = received.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toMatch(/^HTTP\/1\.1 400 /);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    expect(JSON.parse(body)).toMatchObject({ success: false, errorCode: ErrorCode.MALFORMED_REQUEST });
    expectSecurityHeaders({ statusCode: 400, headers, body } as unknown as LightMyRequestResponse, 'malformed HTTP');
    expect(headers['cache-control']).toBe('no-store');
  });
});
