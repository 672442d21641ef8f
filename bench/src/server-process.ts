import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((done) => {
      child.once('exit', () => {
        cleanup?.();
        done();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The built product server (apps/server/dist/main.js) on a fresh embedded database. BENCH_SERVER_OUT names another
 * build folder under apps/server (a private `SERVER_OUT=... node apps/server/build.mjs` beside other runs).
 */
export async function startProductServer(port: number): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
  const out = process.env.BENCH_SERVER_OUT || 'dist';
  const child = spawn(process.execPath, [join(ROOT, 'apps/server', out, 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare Fastify handler, the yardstick for the product's own overhead. */
export async function startBareServer(port: number): Promise<Running> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child);
  return { url, stop: stopper(child) };
}
