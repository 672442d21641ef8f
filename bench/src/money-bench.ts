import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client.js';
import { reconcile } from '../../apps/server/src/modules/wallet/reconcile.js';

// What the money benches (ledger.ts, wallet-hub88.ts) share: latency percentiles, the books check, a scratch database.

/** "p50 x ms   p99 y ms" of latencies in ms (sorted here). */
export function percentiles(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]?.toFixed(1) ?? '-';
  return `p50 ${pct(0.5)} ms   p99 ${pct(0.99)} ms`;
}

/** The ledger reconciliation after a run: every balance must be the sum of its entries. */
export async function booksLine(db: Db, merchantId: number): Promise<string> {
  const books = await reconcile(db, merchantId);
  return `books ${books.ok ? 'balance' : `MISMATCH (${books.mismatches.length})`} over ${books.accounts} accounts`;
}

/** Runs fn on a fresh database created on the PostgreSQL server of baseUrl, dropped afterwards (fn may close it). */
/** One statement on its own connection to the server (creating and dropping scratch databases). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

export async function onScratchPostgres(baseUrl: string, poolSize: number, fn: (database: Database) => Promise<void>): Promise<void> {
  const name = `wps_bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => adminQuery(baseUrl, statement);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  try {
    await fn(database);
  } finally {
    await database.close().catch(() => {});
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
