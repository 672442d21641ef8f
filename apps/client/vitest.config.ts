import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { callRoutesPlugin } from './call-routes-plugin';

export default defineConfig({
  plugins: [react(), callRoutesPlugin()],
  json: { stringify: true },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd-mobile's ES files import their CSS: run them through Vite (inline) rather than Node.
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
