import fs, { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle handle, whichever driver is underneath; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository method runs on: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * Counts the SQL statements sent through drizzle (BEGIN and COMMIT too on PostgreSQL; PGlite opens transactions
 * itself). Tests assert how many statements a wallet movement costs; `trace` lists them while a test looks.
 */
export class StatementLog {
  count = 0;
  trace: string[] | null = null;
  logQuery(query: string): void {
    this.count += 1;
    this.trace?.push(query);
  }
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  readonly statements: StatementLog;
  /** Applies the committed SQL migrations (safe to call on every start, and from several instances). */
  migrate(): Promise<void>;
  /** `select 1`: used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Found next to this module: src/db/migrations in development, dist/migrations in the build (build.mjs copies it).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any value greater than zero; identifies our migration lock among other advisory locks. */
const MIGRATION_LOCK_ID = 725_001;

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** An already open PGlite (tests clone a migrated template into memory). */
  | { pglite: PGlite };

/**
 * PGlite starts PostgreSQL with fsync off (-F), and its Node file system has no fsync: a committed transaction could
 * sit in the page cache and vanish on power loss. We start it with fsync on and the `fsync` WAL method, and give the
 * file system a real fsync, so COMMIT returns only after the WAL is on disk (a failed fsync stops the database, as in
 * PostgreSQL, rather than acknowledging a write it may lose).
 */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];

interface EmscriptenFs {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => void } };
  FS: { ErrnoError: new (errno: number) => Error };
}

const EMSCRIPTEN_EIO = 29;

function enableFsync(client: PGlite): void {
  const mod = (client as unknown as { mod: EmscriptenFs }).mod;
  mod.NODEFS.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined) return;
    try {
      fs.fsyncSync(stream.nfd);
    } catch {
      throw new mod.FS.ErrnoError(EMSCRIPTEN_EIO);
    }
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in opts) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  if ('pglite' in opts) {
    await opts.pglite.waitReady;
    return pgliteDatabase(opts.pglite, async () => {});
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // Before PGlite touches the files: a second server on the same folder must not open it at all.
  const lock = await lockDataDir(opts.dataDir);
  try {
    const client = new PGlite(opts.dataDir, { startParams: DURABLE_START_PARAMS });
    await client.waitReady;
    enableFsync(client);
    return pgliteDatabase(client, () => lock.release());
  } catch (err) {
    await lock.release();
    throw err;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on the main thread, and a chain of awaited statements never leaves the
 * microtask queue. Under load the event loop then turns only a few times a second, and Node accepts one new
 * connection per turn: connections opened during a burst waited in the kernel for the whole burst (seconds), unseen
 * by the admission queue. Each statement and transaction therefore starts on a new turn of the event loop.
 */
function yieldingClient(client: PGlite): PGlite {
  // Own properties of the wrapper (the three methods, and whatever a test spy puts over them) live here, not on
  // the PGlite instance, whose methods stay untouched.
  const own = new Map<PropertyKey, unknown>();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const fn = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    own.set(name, async (...args: unknown[]) => {
      await nextTurn();
      return fn(...args);
    });
  }
  return new Proxy(client, {
    get(target, prop) {
      if (own.has(prop)) return own.get(prop);
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, prop, value) {
      own.set(prop, value);
      return true;
    },
    defineProperty(_target, prop, descriptor) {
      own.set(prop, descriptor.value);
      return true;
    },
    getOwnPropertyDescriptor(target, prop) {
      if (own.has(prop)) return { value: own.get(prop), writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
  });
}

function pgliteDatabase(client: PGlite, afterClose: () => Promise<void>): Database {
  const statements = new StatementLog();
  const db = drizzlePglite({ client: yieldingClient(client), schema, logger: statements }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    statements,
    // PGlite is single-process: no other instance can race us here.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await afterClose();
      }
    },
  };
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const statements = new StatementLog();
  const db = drizzlePg({ client: pool, schema, logger: statements }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    statements,
    migrate: async () => {
      // Several instances may start at once: one dedicated connection holds an advisory lock while it migrates.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
