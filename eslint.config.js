// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Architecture rules (docs/architecture.md "Boundaries"), checked on every import, `export ... from` and `import()`:
 * - client and server never import each other (both import packages/contract); the back office (apps/backoffice)
 *   imports neither, only the contract;
 * - client: app -> features -> shared; a feature never imports another feature or src/app; shared imports neither;
 *   a page never imports another page (its own test may import it);
 * - server: a module reaches another module only through its index.ts; platform/ imports no module; drizzle only in
 *   repositories (repo.ts, *-repo.ts), db/ and seed/.
 */
const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');
    const where = (p) => {
      const r = rel(p);
      const feature = /^apps\/client\/src\/features\/([^/]+)(\/pages\/)?/.exec(r);
      if (feature) return { side: 'client', layer: 'features', name: feature[1], page: Boolean(feature[2]), r };
      const client = /^apps\/client\/src\/(app|shared|locales)\b/.exec(r);
      if (client) return { side: 'client', layer: client[1], name: '', r };
      if (r.startsWith('apps/client/')) return { side: 'client', layer: 'other', name: '', r };
      const module = /^apps\/server\/src\/modules\/([^/]+)\/(.*)$/.exec(r);
      if (module) return { side: 'server', layer: 'modules', name: module[1], rest: module[2], r };
      const server = /^apps\/server\/src\/([^/]+)\//.exec(r);
      if (server) return { side: 'server', layer: server[1], name: '', r };
      if (r.startsWith('apps/server/')) return { side: 'server', layer: 'other', name: '', r };
      if (r.startsWith('apps/backoffice/')) return { side: 'backoffice', layer: 'other', name: '', r };
      return { side: 'other', layer: 'other', name: '', r };
    };
    const from = where(file);
    const drizzleAllowed = from.side !== 'server' || /^(db|seed|test)$/.test(from.layer) || from.layer === 'other' || /(^|\/|-)repo(s\/|\.ts$)/.test(from.r);

    const check = (node, src) => {
      if (typeof src !== 'string') return;
      if (from.side === 'backoffice' && /^@wps\//.test(src) && !/^@wps\/contract(\/|$)/.test(src)) {
        context.report({ node, message: `the back office imports only @wps/contract, not ${src}` });
        return;
      }
      if (/^@wps\/(server|client|backoffice)$/.test(src) && from.side !== 'other') {
        context.report({ node, message: `${from.side} code must not import ${src}` });
        return;
      }
      if (/^drizzle-orm(\/|$)/.test(src) && !drizzleAllowed) {
        context.report({ node, message: 'drizzle belongs in repositories (repo.ts, *-repo.ts), db/ and seed/' });
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
      } else if (from.page && to.page && to.r !== from.r && from.r.replace(/\.test\.tsx?$/, '') !== to.r.replace(/\.tsx?$/, '')) {
        context.report({ node, message: 'a page must not import another page; share a component instead' });
      } else if (from.side === 'server' && from.layer !== 'modules' && from.layer === 'platform' && to.layer === 'modules') {
        context.report({ node, message: 'platform/ must not import modules; hand the dependency over from app.ts' });
      } else if (from.layer === 'modules' && to.layer === 'modules' && from.name !== to.name && !/^index\.(js|ts)$/.test(to.rest)) {
        context.report({ node, message: `module "${from.name}" reaches module "${to.name}" only through its index.ts` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
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
    // No import cycles on either side (a cycle is how a boundary erodes first).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependencies are TypeScript too: parse them with the TypeScript parser, or the cycle check sees nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/client/tsconfig.json', 'apps/backoffice/tsconfig.json', 'packages/contract/tsconfig.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/client/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['bench/**', 'apps/server/src/ops/**', 'apps/server/build.mjs', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
