import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accessGate } from './access.js';
import type { Subscriber } from './events.js';
import type { Job } from './jobs.js';
import { addProviderRegistries, type ProviderRegistries } from './providers.js';
import { resolveTenant } from './tenant.js';

/**
 * A domain module's routes by scope (docs/architecture.md "Domains"):
 * - `player`: calls of the player site; the merchant is resolved and maintenance / region blocks apply;
 * - `site`: calls of the player site that must answer during maintenance (system status and settings);
 * - `public`: routes without a merchant header (pictures, gateway callbacks, pages in frames);
 * - `operator`: the operator API (`/ops/...`): operator sessions and API keys, roles per merchant, audited changes.
 */
export interface ModuleScopes {
  player?: FastifyPluginAsync;
  site?: FastifyPluginAsync;
  public?: FastifyPluginAsync;
  operator?: FastifyPluginAsync;
  /** The module's event subscribers (platform/events.ts), registered on the app's bus. */
  subscribers?: (app: FastifyInstance) => Subscriber[];
  /** The module's scheduled jobs (platform/jobs.ts), registered on the app's runner. */
  jobs?: (app: FastifyInstance) => Job[];
  /** Provider registries of interfaces the module owns (platform/providers.ts), added to `app.providers` first. */
  providers?: (app: FastifyInstance) => Partial<ProviderRegistries>;
}

export interface AppModule {
  readonly name: string;
  readonly plugin: FastifyPluginAsync;
}

/** One plugin per domain: app.ts registers the list and never sees the scopes inside. */
export function defineModule(name: string, scopes: ModuleScopes): AppModule {
  const plugin = async (app: FastifyInstance) => {
    if (scopes.providers) addProviderRegistries(app.providers, scopes.providers(app));
    for (const subscriber of scopes.subscribers?.(app) ?? []) app.events.subscribe(subscriber);
    for (const job of scopes.jobs?.(app) ?? []) app.jobs.register(job);
    if (scopes.site) {
      const site = scopes.site;
      await app.register(async (scope) => {
        scope.addHook('onRequest', resolveTenant);
        await scope.register(site);
      });
    }
    if (scopes.player) {
      const player = scopes.player;
      await app.register(async (scope) => {
        scope.addHook('onRequest', resolveTenant);
        scope.addHook('onRequest', accessGate);
        await scope.register(player);
      });
    }
    if (scopes.public) await app.register(scopes.public);
    if (scopes.operator) await app.register(scopes.operator);
  };
  return { name, plugin };
}
