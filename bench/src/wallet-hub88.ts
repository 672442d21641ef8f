/**
 * Hub88 wallet throughput: bet + win pairs per second through the signed HTTP Wallet API (/wallet/hub88/demo/...),
 * as the aggregator calls it, with 100 concurrent players (each its own member, so the figure is the wallet path's
 * own cost, not one hot row). On PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) points at a server the bench
 * may create a database on, else on PGlite (said in the output). Ends with the ledger reconciliation check.
 * Run: `npm run wallet-hub88 -w @wps/bench` (also part of `npm run bench`).
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, isNull } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { eventDeliveries, games, merchants, vendorIntegrations } from '../../apps/server/src/db/schema.js';
import { wireUser } from '../../apps/server/src/modules/games/hub88/wire.js';
import { issueTicket } from '../../apps/server/src/modules/games/inhouse/service.js';
import { memberRepo } from '../../apps/server/src/modules/member/repo.js';
import { sessionRepo } from '../../apps/server/src/modules/session/repo.js';
import { credit } from '../../apps/server/src/modules/wallet/service.js';
import { newToken, sha256Hex } from '../../apps/server/src/platform/crypto.js';
import { newRsaKeyPair } from '../../apps/server/src/platform/rsa-signature.js';
import { seed } from '../../apps/server/src/seed/seed.js';
import type { LoadOrder, LoadResult } from './hub88-load.js';
import { booksLine, onScratchPostgres, percentiles } from './money-bench.js';
import { pgbenchTps } from './pgbench.js';

const PLAYERS = Number(process.env.BENCH_CLIENTS ?? 100);
const VENDOR = 'PG';

async function run(name: string, database: Database, seconds: number): Promise<void> {
  await database.migrate();
  await seed(database.db);
  const db = database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('no demo merchant');
  const [game] = await db.select().from(games).where(and(eq(games.merchantId, merchant.id), eq(games.vendor, VENDOR))).limit(1);
  // The bench plays the aggregator: its key verifies the PG connection's calls.
  const aggregator = newRsaKeyPair();
  await db
    .update(vendorIntegrations)
    .set({ aggregatorPublicKey: aggregator.publicKeyPem })
    .where(and(eq(vendorIntegrations.merchantId, merchant.id), eq(vendorIntegrations.vendor, VENDOR)));

  const players: { user: string; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const m = (await memberRepo.insertIfAbsent(db, { merchantId: merchant.id, username: `hub88bench${i}`, passwordHash: 'x' }))!;
    await db.transaction((tx) =>
      credit(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency, amount: 100_000_000n, kind: 'deposit', idempotencyKey: `hub88bench:${i}` }),
    );
    const session = await sessionRepo.insert(db, {
      tokenHash: sha256Hex(newToken()),
      merchantId: merchant.id,
      memberId: m.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: null,
      device: null,
    });
    players.push({ user: wireUser(m.id), token: await issueTicket(db, { merchantId: merchant.id, memberId: m.id, sessionId: session.id, gameId: game!.id }) });
  }

  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent' as const, jobsPollMs: 0, routeLimits: false };
  // The app owns the database from here: closing it closes the database.
  const app = await buildApp(config, { database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The aggregator runs in a child process: this process's CPU is the server's alone.
  const child = fork(fileURLToPath(new URL('./hub88-load.ts', import.meta.url)), { execArgv: process.execArgv });
  const done = new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
  });
  const cpu = process.cpuUsage();
  const statementsBefore = database.statements.count;
  child.send({ address, privateKeyPem: aggregator.privateKeyPem, players, gameCode: game!.gameCode, currency: merchant.currency, seconds } satisfies LoadOrder);
  let result: LoadResult;
  try {
    result = await done;
  } finally {
    child.kill();
  }
  const used = process.cpuUsage(cpu);
  // The rounds' followers (VIP, points, missions ...) run after the answers, from the outbox: what is left of them
  // when the load stops, and how long the app's poller takes to catch up.
  const backlog = await openDeliveries(db);
  const caughtUp = performance.now();
  while ((await openDeliveries(db)) > 0 && performance.now() - caughtUp < 120_000) await sleep(100);
  const catchUpS = ((performance.now() - caughtUp) / 1000).toFixed(1);
  // Every statement the server sent for the pairs: the calls' own and their followers'.
  const statements = database.statements.count - statementsBefore;
  const { latencies, refused, elapsed, status } = result;
  const cpuMs = latencies.length ? ((used.user + used.system) / 1000 / latencies.length).toFixed(1) : '-';
  const books = await booksLine(db, merchant.id);
  await app.close();
  console.log(
    `  ${name.padEnd(11)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} bet+win pairs/s   ${percentiles(latencies)}   ` +
      `server CPU ${cpuMs} ms/pair   refused ${refused}   ${books}`,
  );
  const perPair = latencies.length ? (statements / latencies.length).toFixed(1) : '-';
  console.log(`  ${''.padEnd(11)} SQL statements per pair ${perPair} (the answers' and all their followers', BEGIN/COMMIT counted on PostgreSQL)`);
  console.log(`  ${''.padEnd(11)} followers: ${backlog} deliveries open when the load stopped, all done ${catchUpS} s later`);
  console.log(
    `  ${''.padEnd(11)} meanwhile /wps/system/status (10 callers): ${status.latencies.length} answered, ${percentiles(status.latencies)}, ` +
      `${status.failed} failed or over 10 s`,
  );
}

/** Event deliveries not yet done nor given up. */
async function openDeliveries(db: Database['db']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventDeliveries).where(and(isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt)));
  return row?.n ?? 0;
}

/** The figures, on PostgreSQL when a server is given, else on PGlite. */
export async function walletHub88Bench(seconds: number): Promise<void> {
  console.log(`\n== Hub88 Wallet API: bet + win pairs over signed HTTP, ${PLAYERS} concurrent players, ${seconds} s`);
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('  (PGlite: set BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server for the production figure)');
    await run('PGlite', await openDatabase({ pglite: new PGlite() }), seconds);
    return;
  }
  await onScratchPostgres(baseUrl, Math.min(PLAYERS, 50), (database) => run('PostgreSQL', database, seconds));
  const tps = await pgbenchTps(baseUrl, seconds);
  if (tps === null) console.log('  (pgbench not installed: no database ceiling to compare with)');
  else console.log(`  ${'pgbench'.padEnd(11)} ${String(Math.round(tps)).padStart(6)} TPC-B transactions/s, 50 clients, same server (the ceiling: goal 60% of it, a pair counted as two)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await walletHub88Bench(Number(process.env.BENCH_SECONDS ?? 10));
}
