import { parseCallRoute, type CallRoute } from '@wps/contract/boot';

/**
 * Method, path and encryption flag of the calls the loaded code can make. call-routes-plugin.ts adds a module's
 * calls when the module loads, so a call's route is here before any code can make it.
 */
const routes = new Map<string, CallRoute>();

export function addCallRoutes(table: Record<string, CallRoute>): void {
  for (const [name, route] of Object.entries(table)) routes.set(name, route);
}

export function routeOf(name: string): ReturnType<typeof parseCallRoute> {
  const route = routes.get(name);
  // Only a name built at run time can get here: call-routes-plugin.ts registers every quoted call name.
  if (!route) throw new Error(`no route for call "${name}": name it by a string literal so its route is bundled`);
  return parseCallRoute(route);
}
