import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { callRoutesPlugin } from './call-routes-plugin';

/**
 * Everything the first load of /m/home needs goes into one "boot" chunk next to the entry: the bundler would
 * otherwise cut it into a dozen small shared chunks (each compressed on its own, so a few KB heavier in total).
 * Lazy-only modules stay out so they keep their own chunks.
 */
const BOOT = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|cookie)[\\/]|[\\/]src[\\/](app[\\/]|shared[\\/]|features[\\/]system[\\/]pages[\\/]home-page\.tsx)|[\\/]packages[\\/]contract[\\/]src[\\/](lite|errors|headers|languages|constants|roles|whitelabel|calls|format)\.ts/;
const LAZY_ONLY =
  /[\\/]src[\\/](app[\\/](sidebar[\\/]sidebar|user-area|money[\\/])|shared[\\/](query|ui[\\/](feedback-impl|language-picker|antd-setup|page-pending|list-states|money-page)|format[\\/](date-time|badge-text|use-money-format)|system[\\/]menu-items|session[\\/](sign-out|member-access)|api[\\/](error-text|request-id)))/;

const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  base: '/m/',
  plugins: [react(), callRoutesPlugin()],
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
        codeSplitting: {
          groups: [{ name: 'boot', test: (id: string) => BOOT.test(id) && !LAZY_ONLY.test(id), priority: 10 }],
        },
      },
    },
  },
  server: { proxy: { '/wps': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/wps': 'http://127.0.0.1:8080' } },
}));
