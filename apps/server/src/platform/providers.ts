import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { imageCaptcha, type CaptchaProvider } from './captcha.js';
import type { FastStore } from './fast-store.js';
import { outboxProvider, webhookProvider, type MessageProvider } from './outbox.js';

// Outside services behind one interface each (issue 10 item 5): SMS / e-mail delivery and captcha (the platform's),
// payments (the deposit module's: modules/deposit/payment-providers.ts) and game vendors (the games module's:
// modules/games/vendors.ts). A registry holds the implementations of one interface under keys; the deployment's
// configuration names the default, and a merchant may name its own (when the merchant settings carry one). Modules
// take providers from `app.providers.<registry>`, never by importing an implementation.

/** The key of the provider a merchant's own setting names, or undefined for the deployment default. */
export type MerchantChoice = (merchantId: number) => string | undefined | Promise<string | undefined>;

/** A key no provider is registered under: a configuration mistake, reported with the keys there are. */
export class UnknownProviderError extends Error {
  constructor(
    readonly registry: string,
    readonly key: string,
    known: readonly string[],
  ) {
    super(`no ${registry} provider "${key}" (registered: ${known.length ? known.join(', ') : 'none'})`);
    this.name = 'UnknownProviderError';
  }
}

/** The implementations of one provider interface `P`, by key. */
export class ProviderRegistry<P> {
  private readonly providers = new Map<string, P>();
  private defaultKey: string | undefined;
  private choice: MerchantChoice | undefined;

  /** `name` says which registry in errors ("message", "captcha", "payment"). */
  constructor(readonly name: string) {}

  /** Adds an implementation; a key is registered once. */
  register(key: string, provider: P): this {
    if (this.providers.has(key)) throw new Error(`${this.name} provider "${key}" is already registered`);
    this.providers.set(key, provider);
    return this;
  }

  /** The provider of a key; throws UnknownProviderError for a key nobody registered. */
  get(key: string): P {
    const provider = this.providers.get(key);
    if (provider === undefined) throw new UnknownProviderError(this.name, key, this.keys());
    return provider;
  }

  has(key: string): boolean {
    return this.providers.has(key);
  }

  /** The registered keys, in registration order. */
  keys(): string[] {
    return [...this.providers.keys()];
  }

  /** The deployment's default (from the configuration): must be registered. */
  useByDefault(key: string): this {
    this.get(key);
    this.defaultKey = key;
    return this;
  }

  /** Where merchants' own choices come from (the merchant settings); without it every merchant gets the default. */
  chooseBy(choice: MerchantChoice): this {
    this.choice = choice;
    return this;
  }

  /** The key a merchant uses: its own setting when it has one, else the deployment default. */
  async keyFor(merchantId: number): Promise<string> {
    const own = await this.choice?.(merchantId);
    const key = own ?? this.defaultKey;
    if (key === undefined) throw new Error(`${this.name} registry has no default provider`);
    return key;
  }

  /** The provider a merchant uses; a setting naming an unregistered key throws UnknownProviderError (no silent fallback). */
  async forMerchant(merchantId: number): Promise<P> {
    return this.get(await this.keyFor(merchantId));
  }
}

/**
 * The app's registries, `app.providers.<name>`. The platform creates the ones whose implementations are its own
 * (providersPlugin below). A module adds the registry of an interface it owns (payments, game vendors) like this:
 *
 *   // modules/deposit/payment-providers.ts: the interface and its implementations, and the registry's type on the app
 *   declare module '../../platform/providers.js' {
 *     interface ProviderRegistries { payments: ProviderRegistry<PaymentProvider> }
 *   }
 *   export const paymentProviders = () =>
 *     new ProviderRegistry<PaymentProvider>('payment').register('bank-transfer', bankTransfer).register('demo-gateway', demoGateway);
 *
 *   // modules/deposit/index.ts: added when the module registers, before its routes and subscribers are made
 *   defineModule('deposit', { providers: () => ({ payments: paymentProviders() }), player: ... });
 *
 * Other modules then use `app.providers.payments` (at request time, or when registered after the owner in MODULES).
 */
export interface ProviderRegistries {
  /** SMS and e-mail delivery: `outbox` (stored, the default) and `webhook` (signed POST, with MESSAGE_WEBHOOK_URL). */
  messages: ProviderRegistry<MessageProvider>;
  /** Captcha challenges: `image` (the built-in picture of digits). */
  captcha: ProviderRegistry<CaptchaProvider>;
}

/** Adds registries to the app's; a name is taken once. */
export function addProviderRegistries(providers: ProviderRegistries, added: Partial<ProviderRegistries>): void {
  const target = providers as unknown as Record<string, unknown>;
  for (const [name, registry] of Object.entries(added)) {
    if (target[name] !== undefined) throw new Error(`provider registry ${name} already exists`);
    target[name] = registry;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outside services, by interface (platform/providers.ts). */
    providers: ProviderRegistries;
  }
}

/** Messages: the outbox always; the signed webhook too when configured, and then it is the default. */
export function messageProviders(config: Pick<AppConfig, 'messageWebhook'>, log: FastifyBaseLogger): ProviderRegistry<MessageProvider> {
  const registry = new ProviderRegistry<MessageProvider>('message').register('outbox', outboxProvider(log));
  if (!config.messageWebhook) return registry.useByDefault('outbox');
  return registry.register('webhook', webhookProvider(config.messageWebhook, log)).useByDefault('webhook');
}

/** Captcha: the built-in image captcha, its answers in the fast store. */
export const captchaProviders = (fast: FastStore): ProviderRegistry<CaptchaProvider> =>
  new ProviderRegistry<CaptchaProvider>('captcha').register('image', imageCaptcha(fast.captchas)).useByDefault('image');

/** Decorates `app.providers` with the platform's registries (after config and the fast store, before the modules). */
export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    const platform: Pick<ProviderRegistries, 'messages' | 'captcha'> = {
      messages: messageProviders(app.config, app.log),
      captcha: captchaProviders(app.fast),
    };
    // The modules' registries join when their modules register (defineModule's `providers`).
    app.decorate('providers', platform as ProviderRegistries);
  },
  { name: 'providers', dependencies: ['config', 'fast-store'] },
);
