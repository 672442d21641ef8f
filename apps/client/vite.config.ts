import { defineConfig, type Plugin } from 'vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { callRoutesPlugin } from './call-routes-plugin';

/** The page's script (index.html): the first load of /m/home is this module and what it imports statically. */
const BOOT_ENTRY = fileURLToPath(new URL('./src/boot/index.tsx', import.meta.url));

/**
 * The boot chunk: every module the boot entry reaches through static imports, nothing it reaches only through
 * `import()`. The set is read from the finished module graph (buildEnd), before the bundler cuts chunks.
 */
function bootChunk(entry: string): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'wps-boot-chunk',
    apply: 'build',
    buildEnd(error) {
      members.clear();
      if (error) return;
      if (!this.getModuleInfo(entry)) this.error(`the boot entry ${entry} is not part of the build (index.html loads it)`);
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (members.has(id)) continue;
        members.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

const boot = bootChunk(BOOT_ENTRY);
const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  base: '/m/',
  plugins: [react(), callRoutesPlugin(), boot.plugin],
  resolve: {
    // react-router's package exports only name its development build; production builds use its smaller sibling.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: require.resolve('react-router').replace(/development([\\/])index\.m?js$/, 'production$1index.mjs') }]
        : [],
  },
  // Locale files become `JSON.parse("...")` modules: smaller and faster than object literals.
  json: { stringify: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // One chunk for the first load: the bundler would otherwise cut it into a dozen small shared chunks (each
        // compressed on its own, so a few KB heavier in total).
        codeSplitting: {
          groups: [
            { name: 'boot', test: boot.test, priority: 10 },
            // The data layer every screen with server data uses: one file rather than seven small ones.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/wps': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/wps': 'http://127.0.0.1:8080' } },
}));
