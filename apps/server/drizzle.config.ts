import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`: diffs src/db/schema.ts against the committed migrations and writes the next SQL file.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
