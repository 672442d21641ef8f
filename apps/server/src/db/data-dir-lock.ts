import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';

// The embedded database is one process's files: a second server on the same folder would write over the first and
// lose acknowledged writes. The lock is a Unix socket bound in Linux's abstract namespace under a name derived from
// the folder's real path. The kernel releases it the moment its process ends, however it ends (kill -9, crash), so a
// dead server never leaves it stuck, and binding is atomic, so two starting at once cannot both win. The holder
// answers a connection with its pid so the refusal can name it.

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The data folder ${dataDir} is in use by another server process (${holder}). One embedded database serves one ` +
        'process: stop the other server, give this one its own DATA_DIR, or use DATABASE_URL (PostgreSQL) to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function lockName(dataDir: string): string {
  return `\0wps-data-dir-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
}

/** What the process holding the lock says about itself (its pid), or 'unknown' if it does not answer in time. */
function askHolder(name: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection(name);
    let said = '';
    const done = () => {
      socket.destroy();
      resolve(said ? `pid ${said}` : 'pid unknown');
    };
    socket.setTimeout(1000, done);
    socket.on('data', (d) => (said += d.toString('utf8').slice(0, 16)));
    socket.on('end', done);
    socket.on('error', done);
  });
}

/** Takes the folder's lock or throws DataDirLockedError. Linux only (abstract sockets); elsewhere a no-op. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  if (process.platform !== 'linux') return { release: async () => {} };
  const name = lockName(dataDir);
  const server: Server = createServer((socket) => socket.end(String(process.pid)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => resolve());
  }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') throw new DataDirLockedError(dataDir, await askHolder(name));
    throw err;
  });
  // The lock must not keep the process alive on its own.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
