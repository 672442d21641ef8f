import { defineConfig, type Plugin } from 'vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * The installable app's service worker (issue 32), made by Workbox: sw.js at /m/sw.js, scope /m/. It precaches the
 * shell (index.html, the boot and query chunks and the boot CSS) and answers every navigation of the player site
 * with it, so the site opens offline and shows its offline notice; the other chunks (hashed, never changing) are
 * kept as they load, so the screens seen last open offline too; pictures are kept up to a bound. The API (/wps,
 * /lgw, /lotto, /ops) and the payment and simulator pages (/pay, /sim) match no route: the worker leaves them to the
 * network untouched, so no member answer or money call is ever kept. A new build waits until the player accepts the
 * "new version" prompt (registerType 'prompt'): a running page never changes under the player. The manifest is the
 * server's (one per merchant), linked from index.html; the page registers the worker itself, lazily (app/shell.tsx).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  scope: '/m/',
  workbox: {
    globPatterns: ['index.html', 'assets/boot-*.{js,css}', 'assets/query-*.js'],
    navigateFallback: 'index.html',
    // The server's own pages under /m/ (the lotto h5 game page) and the manifest stay the server's.
    navigateFallbackDenylist: [/^\/m\/lotto-h5\//, /^\/m\/manifest\.webmanifest$/],
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        // The app's hashed chunks: a name never changes content, so the kept copy is always right.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/m/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'app-chunks', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
      },
      {
        // Game icons and the other public art of our origin: shown from the cache, refreshed behind, a bounded
        // number of them. Pictures of other hosts (a merchant's CDN) stay the browser's: the worker's own fetches
        // obey its policy's connect-src 'self', and an opaque answer would count megabytes against the quota.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.destination === 'image' && !/^\/(wps|lgw|lotto|ops|sim|pay)\//.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});
const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  base: '/m/',
  plugins: [react(), callRoutesPlugin(), boot.plugin, pwa],
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
  server: { proxy: { '/wps': 'http://127.0.0.1:8080', '/m/manifest.webmanifest': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/wps': 'http://127.0.0.1:8080', '/m/manifest.webmanifest': 'http://127.0.0.1:8080' } },
}));
