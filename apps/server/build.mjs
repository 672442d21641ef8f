// Bundles the server for `node dist/main.js`: our code and @wps/contract (it ships TypeScript source) go into the
// bundle, every other dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((d) => d !== '@wps/contract');

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'ops-cli': 'src/ops/cli.ts' },
  outdir: 'dist',
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
await cp(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
console.log('server built to dist/ (main.js, ops-cli.js, migrations/)');
