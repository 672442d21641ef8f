#!/usr/bin/env node
// Runs the journeys as E2E_SHARDS Playwright shards side by side (default 2). Each shard starts its own server on its
// own port and its own embedded database, so journeys that switch merchant-wide settings or spend demo01's balance
// never meet a journey of another shard; within a shard they keep running one after the other, in order.
// Extra arguments go to every shard (for example a file name or --project=pixel7).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const args = process.argv.slice(2);
const basePort = 18_000 + Math.floor(Math.random() * 900);
const started = Date.now();

function runShard(index) {
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + index * 10),
    E2E_DATA_DIR: mkdtempSync(join(tmpdir(), `wps-e2e-${index}-`)),
    E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-${index}` : `test-results-${index}`,
  };
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const seconds = Math.round((Date.now() - started) / 1000);
const failed = codes.filter((code) => code !== 0).length;
process.stdout.write(`== end-to-end: ${shards} shard(s), ${failed} failed, ${seconds} s\n`);
process.exit(failed ? 1 : 0);
