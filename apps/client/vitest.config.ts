import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The workspace root hoists React 18 (antd-mobile's animation peers ask for it); the client runs React 19.
 * Libraries that import React are pre-bundled by the optimizer, which applies `dedupe`, so tests use one React.
 */
const REACT_LIBRARIES = [
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'ahooks',
  '@react-spring/web',
  '@use-gesture/react',
  'rc-util',
  'rc-field-form',
  'rc-motion',
  'rc-segmented',
  '@rc-component/mini-decimal',
];

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  json: { stringify: true },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    deps: { optimizer: { client: { enabled: true, include: REACT_LIBRARIES } } },
    // antd-mobile's ES files import their CSS: run them through Vite (inline) rather than Node.
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
