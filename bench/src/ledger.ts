/**
 * Ledger throughput: wallet transfers (main wallet <-> a vendor wallet, GCS_walletTransfer's service path, two ledger
 * entries and two row locks each) per second with 100 concurrent clients, on PGlite and, when BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL) points at a PostgreSQL server, on PostgreSQL. Each client is its own member, so the figure
 * is the ledger's own cost, not one hot row. Ends with the reconciliation check. Run: `npm run ledger -w @wps/bench`.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { memberRepo } from '../../apps/server/src/modules/member/repo.js';
import { merchantRepo } from '../../apps/server/src/modules/system/repo.js';
import { credit } from '../../apps/server/src/modules/wallet/service.js';
import { transferInTx } from '../../apps/server/src/modules/wallet/transfer.js';
import { DEMO_MERCHANT } from '../../apps/server/src/seed/demo-merchant.js';
import { booksLine, onScratchPostgres, percentiles } from './money-bench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function run(name: string, database: Database): Promise<void> {
  await database.migrate();
  const db = database.db;
  const merchant = await merchantRepo.insertIfAbsent(db, DEMO_MERCHANT);
  const members: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const m = await memberRepo.insertIfAbsent(db, { merchantId: merchant.id, username: `bench${i}`, passwordHash: 'x' });
    await db.transaction((tx) =>
      credit(tx, { merchantId: merchant.id, memberId: m!.id, currency: merchant.currency, amount: 1_000_000n, kind: 'deposit', idempotencyKey: `bench:${i}` }),
    );
    members.push(m!.id);
  }

  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (memberId, c) => {
      for (let n = 0; Date.now() < until; n++) {
        const out = n % 2 === 0;
        const t0 = performance.now();
        try {
          // The in-house books of a vendor wallet (no transfer-mode connection here): the ledger's own cost.
          await db.transaction((tx) =>
            transferInTx(tx, merchant, memberId, {
              from: out ? 'MAIN' : 'AG',
              to: out ? 'AG' : 'MAIN',
              amount: '1.00',
              requestId: `b-${c}-${n}-${randomBytes(3).toString('hex')}`,
            }),
          );
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `  ${name.padEnd(11)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} transfers/s   ${percentiles(latencies)}   ` +
      `errors ${errors}   ${await booksLine(db, merchant.id)}`,
  );
}

console.log(`\n== Ledger: wallet transfers, ${CLIENTS} concurrent clients, ${SECONDS} s each`);
const lite = await openDatabase({ pglite: new PGlite() });
try {
  await run('PGlite', lite);
} finally {
  await lite.close();
}

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.log('  PostgreSQL  skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server the bench may create a database on');
} else {
  // A pool as large as the clients: each concurrent transfer holds one connection for its transaction.
  await onScratchPostgres(baseUrl, Math.min(CLIENTS, 50), (database) => run('PostgreSQL', database));
}
