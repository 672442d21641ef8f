import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle handle, whichever driver is underneath; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository method runs on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
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

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in opts) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  if ('dataDir' in opts) mkdirSync(opts.dataDir, { recursive: true });
  const client = 'pglite' in opts ? opts.pglite : new PGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // PGlite is single-process: no other instance can race us here.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
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
