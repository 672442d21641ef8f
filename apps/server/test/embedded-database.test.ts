import { spawn, type ChildProcess } from 'node:child_process';
import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';

// The embedded database on a real data folder (the other server tests use in-memory clones): one process per
// folder, and a commit is on disk before it is acknowledged.

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const open: Database[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wps-embedded-'));
  dirs.push(dir);
  return dir;
}

async function openAt(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  open.push(database);
  return database;
}

/** Runs a script under tsx in a child process and waits for its first line (or its exit). */
function runChild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; firstLine: string; stderr: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve({ child, firstLine: out.split('\n')[0]!, stderr: () => err });
    });
    child.once('exit', () => resolve({ child, firstLine: out.split('\n')[0] ?? '', stderr: () => err }));
    child.once('error', reject);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

afterEach(async () => {
  vi.restoreAllMocks();
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of open.splice(0)) await d.close().catch(() => {});
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('embedded database data folder', () => {
  it('refuses a second opener of the same folder, and opens again once the first has closed', async () => {
    const dir = tempDir();
    const first = await openAt(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`in use by another server process \\(pid ${process.pid}\\)`));
    // Another folder is not affected.
    await openAt(tempDir());
    await first.close();
    open.splice(open.indexOf(first), 1);
    const again = await openAt(dir);
    await again.db.execute(sql`select 1`);
  });

  it('refuses while another process holds the folder, and is free again after that process is killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await runChild(['test/fixtures/hold-data-dir.ts', dir]);
    expect(holder.firstLine).toBe('ready');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`pid ${holder.child.pid}`));

    // The server itself stops at start with the clear message and a failure exit code.
    const server = await runChild(['src/main.ts'], { DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    expect(await exited(server.child)).toBe(1);
    expect(server.stderr()).toMatch(/data folder .* is in use by another server process/);

    holder.child.kill('SIGKILL');
    await exited(holder.child);
    const database = await openAt(dir);
    await database.db.execute(sql`select 1`);
  }, 90_000); // two child processes, each compiling the server's TypeScript on start

  it('has the WAL fsynced to disk before a commit returns', async () => {
    const dir = tempDir();
    const database = await openAt(dir);
    await database.db.execute(sql`create table durable_probe (n int)`);
    const synced: string[] = [];
    const real = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      real(fd);
    });
    for (let n = 0; n < 5; n++) await database.db.execute(sql`insert into durable_probe values (${n})`);
    const walSyncs = synced.filter((p) => p.startsWith(join(dir, 'pg_wal') + '/'));
    // One WAL flush per committed statement.
    expect(walSyncs.length).toBeGreaterThanOrEqual(5);
  });
});
