import type { Plugin } from 'vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// A relative import: the config bundler inlines the contract's TypeScript (a package import would be left to Node).
import { callRoutes } from '../../packages/contract/src/index.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), 'src') + '/';
const REGISTRY = join(SRC, 'shared/api/call-routes.ts');
const QUOTED_NAME = /(['"`])([A-Za-z][A-Za-z0-9]*)\1/g;

/**
 * The browser's routes travel with the code that names the calls (docs/architecture.md "The call table"): each
 * client module that quotes a player call's name (`apiCall('memberInfo')`) gets a first line registering that call's
 * method, path and encryption flag, written from the contract's call table at build time. The first load then
 * carries only the routes its own modules use, and each lazy chunk brings the rest; no zod schema is bundled.
 */
export function callRoutesPlugin(): Plugin {
  const routes = new Map(Object.entries(callRoutes()));
  return {
    name: 'wps-call-routes',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(SRC) || file === REGISTRY || !/\.tsx?$/.test(file)) return null;
      const used = new Map<string, string>();
      for (const [, , name] of code.matchAll(QUOTED_NAME)) {
        const route = routes.get(name!);
        if (route) used.set(name!, route);
      }
      if (used.size === 0) return null;
      const table = JSON.stringify(Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1))));
      // On the file's first line, before its own code: the other lines keep their places (map: null keeps the map).
      return { code: `import { addCallRoutes as __addCallRoutes } from ${JSON.stringify(REGISTRY)};__addCallRoutes(${table});${code}`, map: null };
    },
  };
}
