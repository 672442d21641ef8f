/**
 * `npm run abuse -w @wps/bench` (needs `npm run build -w @wps/server`): how the built server holds up under three
 * attacks of the hardening issue, on a fresh embedded database, loopback only, bounded in time and count:
 *  - money: 100 concurrent wallet transfers for BENCH_SECONDS (10 s): latency percentiles, max, 503 BUSY answers;
 *  - pictures: four 1 x 40,000,000 PNG uploads at once, and a member's wallet read meanwhile;
 *  - half-open: 5,000 connections that never send a byte: how many the server closed within 20 s, then a status call.
 * BENCH_SERVER_MAIN runs another build's main.js (e.g. a checkout of an older commit, for before/after figures).
 */
import { spawn } from 'node:child_process';
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { CALLS } from '@wps/contract';
import { ROOT } from './server-process.js';

const PORT = 18_931;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAIN = process.env.BENCH_SERVER_MAIN ?? join(ROOT, 'apps/server/dist/main.js');
const HEADERS = { Merchant: 'demo', 'content-type': 'application/json' };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// node:http with a keep-alive agent and no socket cap: one connection per concurrent client, as real phones have.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const t0 = performance.now();
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise<{ status: number; value: unknown; ms: number }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: init.method ?? 'GET',
        agent,
        headers: { ...HEADERS, ...(init.token ? { authorization: init.token } : {}), ...init.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let value: unknown;
          try {
            value = (JSON.parse(text) as { value?: unknown }).value;
          } catch {
            value = undefined;
          }
          resolve({ status: res.statusCode ?? 0, value, ms: performance.now() - t0 });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Login with the encrypted body the browser sends (RSA-OAEP wrapped AES-GCM). */
async function login(username: string, password: string): Promise<string> {
  const { value } = await call(CALLS.rsaKey.path);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify({ username, password }), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = createPublicKey({ key: Buffer.from((value as { publicKey: string }).publicKey, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  const res = await call(CALLS.login.path, {
    method: 'POST',
    body: { value: Buffer.concat([iv, data]).toString('base64') },
    headers: { Encryption: wrapped.toString('base64') },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return (res.value as { token: string }).token;
}

async function money(token: string): Promise<void> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  // Each client first opens its connection with one status call (not counted), unless BENCH_COLD=1: then the clients
  // open their connections while the others already load the server, as an attack does.
  if (!process.env.BENCH_COLD) await Promise.all(Array.from({ length: 100 }, () => call(CALLS.systemStatus.path)));
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 100 }, async (_, c) => {
      for (let n = 0; Date.now() < until; n++) {
        const out = n % 2 === 0;
        const body = { from: out ? 'MAIN' : 'AG', to: out ? 'AG' : 'MAIN', amount: '1.00', requestId: `${c}-${n}-${randomUUID()}` };
        const r = await call(CALLS.walletTransfer.path, { method: 'POST', token, body }).catch(() => ({ status: 0, ms: 0 }));
        latencies.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`  money: 100 concurrent transfers for ${SECONDS} s: ${latencies.length} answers, p50 ${f(pct(latencies, 0.5))}, p99 ${f(pct(latencies, 0.99))}, max ${f(latencies.at(-1) ?? 0)}, over 30 s: ${latencies.filter((l) => l > 30_000).length}`);
  console.log(`         statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
}

function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

async function pictures(token: string): Promise<void> {
  const list = await call(CALLS.promotionList.path);
  const promos = list.value as { id: number }[];
  const bomb = pngBomb(1, 40_000_000).toString('base64');
  const t0 = performance.now();
  const uploads = promos.slice(0, 4).map((p, i) =>
    call(CALLS.requestReward.path, { method: 'POST', token, body: { promotionId: promos[i % promos.length]!.id ?? p.id, remarks: 'bench', pictures: [bomb] } }),
  );
  await new Promise((r) => setTimeout(r, 50));
  // A login hashes with argon2 on the same thread pool the picture decoder uses.
  const l0 = performance.now();
  await login('agent01', 'Demo@1234');
  const loginMs = performance.now() - l0;
  const done = await Promise.all(uploads);
  console.log(`  pictures: 4 bomb uploads at once: answers ${done.map((d) => d.status).join(',')} within ${((performance.now() - t0) / 1000).toFixed(2)} s; a login meanwhile took ${(loginMs / 1000).toFixed(2)} s`);
}

async function halfOpen(): Promise<void> {
  const sockets: Socket[] = [];
  for (let i = 0; i < 5000; i++) {
    const s = connect({ port: PORT, host: '127.0.0.1' });
    s.on('error', () => {});
    sockets.push(s);
  }
  // Longer than the server's header timeout (15 s) and its check interval.
  await new Promise((r) => setTimeout(r, 20_000));
  const t0 = performance.now();
  let outcome: string;
  try {
    outcome = String((await call(CALLS.systemStatus.path)).status);
  } catch (err) {
    outcome = `failed (${(err as Error).name})`;
  }
  console.log(`  half-open: 5,000 silent connections: ${sockets.filter((s) => s.destroyed).length} closed by the server within 20 s; then a status call: ${outcome} after ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  for (const s of sockets) s.destroy();
}

const dataDir = mkdtempSync(join(tmpdir(), 'wps-abuse-'));
const child = spawn(process.execPath, [MAIN], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' },
  stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if (await call('/readyz').then((r) => r.status === 200, () => false)) break;
    if (i > 300 || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`== abuse figures (${MAIN})`);
  const token = await login('demo01', 'Demo@1234');
  await money(token);
  await pictures(token);
  await halfOpen();
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
