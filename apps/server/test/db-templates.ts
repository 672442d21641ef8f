import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { seed } from '../src/seed/seed.js';

// Test databases are clones of one migrated and seeded template per run: initdb + migrations + argon2 once, then
// each test file gets its own copy in well under a second.

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the PGlite template and returns the path of its data-directory dump. */
export async function createPgliteTemplate(): Promise<{ file: string; dispose(): Promise<void> }> {
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seed(database.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'wps-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, dispose: () => rm(dir, { recursive: true, force: true }) };
}

export async function openPgliteClone(templateFile: string): Promise<Database> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(templateFile)]) });
  return openDatabase({ pglite: client });
}

/** Creates a migrated and seeded PostgreSQL template database on the server of baseUrl. */
export async function createPostgresTemplate(baseUrl: string): Promise<{ name: string; dispose(): Promise<void> }> {
  const name = `wps_tpl_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${quote(name)}`));
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 2 });
  try {
    await database.migrate();
    await seed(database.db);
  } finally {
    await database.close();
  }
  return { name, dispose: () => dropPostgres(baseUrl, name) };
}

export async function dropPostgres(baseUrl: string, name: string): Promise<void> {
  await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

/** A fresh database copied from the template; CREATE DATABASE ... TEMPLATE is a file copy, no migrations rerun. */
export async function createPostgresClone(baseUrl: string, template: string): Promise<{ name: string; url: string }> {
  const name = `wps_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`));
      break;
    } catch (err) {
      // "source database is being accessed by other users": another file's copy is starting; try again shortly.
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return { name, url: databaseUrlFor(baseUrl, name) };
}
