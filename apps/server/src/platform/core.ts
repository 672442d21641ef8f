import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Shortcut for database.db: what routes hand to services. */
    db: Db;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);

/** The app owns the database it is given: closing the app closes the pool / PGlite. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
  },
  { name: 'database' },
);
