#!/usr/bin/env node
// `npm test`: every stage in turn, stopping at the first that fails, with each stage's time (CI quotes them).
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and server tests (Vitest)', 'npx vitest run'],
  ['end-to-end (build, then Playwright shards)', 'npm run test:e2e'],
];

const times = [];
const started = Date.now();
let failed = null;
for (const [name, command] of STAGES) {
  process.stdout.write(`\n== ${name}: ${command}\n`);
  const at = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push(`${name} ${Math.round((Date.now() - at) / 1000)} s`);
  if (status !== 0) {
    failed = name;
    break;
  }
}
process.stdout.write(`\n== stage times: ${times.join('; ')}; total ${Math.round((Date.now() - started) / 1000)} s\n`);
if (failed) {
  process.stdout.write(`== failed: ${failed}\n`);
  process.exit(1);
}
