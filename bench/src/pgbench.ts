/**
 * The database's own ceiling on this machine: pgbench's TPC-B-like transaction (five statements: three updates, a
 * select, an insert) with 50 clients, on a scratch database of the same PostgreSQL server, for `seconds`. Printed
 * next to the wallet's pairs per second (the goal: at least 60% of these transactions per second, counting
 * a bet+win pair as two). Null when pgbench is not installed (Debian: postgresql-client / the server package).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { adminQuery } from './money-bench.js';

export async function pgbenchTps(baseUrl: string, seconds: number, clients = 50): Promise<number | null> {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const name = `wps_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => adminQuery(baseUrl, statement);
  await admin(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const run = spawnSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url.toString()], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = /tps = ([\d.]+)/.exec(run.stdout);
    return tps ? Number(tps[1]) : null;
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
