// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * Architecture rule (DESIGN.md): app -> features -> shared; a client feature never imports another feature;
 * client and server never import each other (both import packages/contract).
 */
const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const rel = (p) => path.relative(process.cwd(), p).split(path.sep).join('/');
    const where = (p) => {
      const r = rel(p);
      const feature = /^apps\/client\/src\/features\/([^/]+)/.exec(r);
      if (feature) return { side: 'client', layer: 'features', name: feature[1] };
      const client = /^apps\/client\/src\/(app|shared|locales)\b/.exec(r);
      if (client) return { side: 'client', layer: client[1], name: '' };
      if (r.startsWith('apps/client/')) return { side: 'client', layer: 'other', name: '' };
      if (r.startsWith('apps/server/')) return { side: 'server', layer: 'server', name: '' };
      return { side: 'other', layer: 'other', name: '' };
    };
    const from = where(file);
    return {
      ImportDeclaration(node) {
        const src = String(node.source.value);
        if (/^@wps\/(server|client)$/.test(src) && from.side !== 'other') {
          context.report({ node, message: `${from.side} code must not import ${src}` });
          return;
        }
        if (!src.startsWith('.')) return;
        const to = where(path.resolve(path.dirname(file), src));
        if (from.side !== 'other' && to.side !== 'other' && from.side !== to.side) {
          context.report({ node, message: `${from.side} code must not import ${to.side} code` });
        } else if (from.layer === 'features' && to.layer === 'features' && from.name !== to.name) {
          context.report({ node, message: `feature "${from.name}" must not import feature "${to.name}"; compose in src/app` });
        } else if (from.layer === 'features' && to.layer === 'app') {
          context.report({ node, message: 'features must not import src/app' });
        } else if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) {
          context.report({ node, message: 'src/shared must not import features or app' });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/data/**', 'test-results/**', 'playwright-report/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { layers } } },
    rules: {
      'local/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['bench/**', 'apps/server/src/ops/**', 'apps/server/build.mjs', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
