import { buildApp } from './app.js';
import { loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seed } from './seed/seed.js';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  await database.migrate();
  await seed(database.db, new Date(), { filesDir: config.filesDir });

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal or a stuck connection must not keep the process forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, clientDist: config.clientDist },
    'server ready',
  );
}

main().catch((err: unknown) => {
  // A refusal we foresaw is one clear line, not a stack trace.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
