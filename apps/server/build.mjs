// Bundles the server for `node dist/main.js`: our code and @wps/contract (it ships TypeScript source) go into the
// bundle, every other dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((d) => d !== '@wps/contract');

// SERVER_OUT lets parallel end-to-end runs build side by side (e2e/isolated.sh); it must stay under apps/server so
// the externals resolve from node_modules.
const out = process.env.SERVER_OUT || 'dist';
await rm(`${root}${out}`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'ops-cli': 'src/ops/cli.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  // Some CommonJS code in a bundle still calls require(); give it one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
// The migrator reads SQL files next to the bundle (src/db/client.ts resolves ./migrations from its module).
await cp(`${root}src/db/migrations`, `${root}${out}/migrations`, { recursive: true });
console.log(`server built to ${out}/ (main.js, ops-cli.js, migrations/)`);
