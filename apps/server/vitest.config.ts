import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated + seeded template per run (PGlite dump and, with TEST_DATABASE_URL, a PostgreSQL template).
    globalSetup: ['test/global-setup.ts'],
    // argon2 and PGlite are slow on purpose / by nature.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
