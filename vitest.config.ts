import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time even on two cores: most server tests wait on timers, sockets and the PostgreSQL process
    // rather than the CPU (the server suite took 12 min one file at a time, 7.5 min two at a time on two cores).
    // Set here for every project: Vitest refuses projects of one run with different worker counts.
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/server', 'apps/client', 'apps/backoffice'],
  },
});
