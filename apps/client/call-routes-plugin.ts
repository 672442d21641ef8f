import type { Plugin } from 'vite';
// A relative import: the config bundler inlines the contract's TypeScript (a package import would be left to Node).
import { callRoutes } from '../../packages/contract/src/index.js';

const ID = 'virtual:wps-call-routes';

/**
 * The browser's route map, written from the contract's call table at build time: method, path and the encryption
 * flag of each call, without its zod schemas (docs/architecture.md "The call table").
 */
export function callRoutesPlugin(): Plugin {
  return {
    name: 'wps-call-routes',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(callRoutes())};` : undefined),
  };
}
