import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
/** The server `npm run dev` starts (the operator and player APIs). */
const API = 'http://127.0.0.1:8080';

// The operator back office, served by the server at /admin/ (apps/server/src/platform/static-client.ts). Desktop
// first: bundle size is secondary, but each screen loads with its route.
export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // react-router's package exports only name its development build; production builds use its smaller sibling.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: require.resolve('react-router').replace(/development([\\/])index\.m?js$/, 'production$1index.mjs') }]
        : [],
  },
  json: { stringify: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // antd and Refine make a large vendor chunk; that is expected on a desktop tool.
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod with the switch that keeps it from probing for eval (src/app/zod-jitless.ts): evaluated as one, first.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-jitless\.ts$/, priority: 20 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 10 },
            { name: 'refine', test: /node_modules[\\/](@refinedev|@tanstack|lodash-es|papaparse|qs)[\\/]/, priority: 9 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/ops': API, '/wps': API } },
  preview: { proxy: { '/ops': API, '/wps': API } },
}));
