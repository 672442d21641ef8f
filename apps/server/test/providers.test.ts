import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastStore } from '../src/platform/fast-store.js';
import { defineModule } from '../src/platform/module.js';
import {
  addProviderRegistries,
  captchaProviders,
  messageProviders,
  ProviderRegistry,
  UnknownProviderError,
  type ProviderRegistries,
} from '../src/platform/providers.js';

// Provider registries (issue 10 item 5): implementations of one interface by key, the deployment's default, a
// merchant's own choice, and registries that modules add to `app.providers`.

const log = pino({ level: 'silent' });

interface Greeter {
  greet(): string;
}
const greeter = (word: string): Greeter => ({ greet: () => word });

describe('ProviderRegistry', () => {
  it('answers a registered provider by key, lists the keys, and refuses an unknown key with a clear error', () => {
    const registry = new ProviderRegistry<Greeter>('greeting').register('en', greeter('hello')).register('pt', greeter('olá'));
    expect(registry.get('pt').greet()).toBe('olá');
    expect(registry.keys()).toEqual(['en', 'pt']);
    expect(registry.has('en')).toBe(true);
    expect(registry.has('de')).toBe(false);
    expect(() => registry.get('de')).toThrow(UnknownProviderError);
    expect(() => registry.get('de')).toThrow('no greeting provider "de" (registered: en, pt)');
    expect(() => new ProviderRegistry<Greeter>('greeting').get('en')).toThrow('no greeting provider "en" (registered: none)');
  });

  it('registers a key once, and only a registered key can be the default', () => {
    const registry = new ProviderRegistry<Greeter>('greeting').register('en', greeter('hello'));
    expect(() => registry.register('en', greeter('hi'))).toThrow('greeting provider "en" is already registered');
    expect(registry.get('en').greet()).toBe('hello');
    expect(() => registry.useByDefault('de')).toThrow(UnknownProviderError);
  });

  it("gives every merchant the deployment default, unless the merchant's own setting names another provider", async () => {
    const registry = new ProviderRegistry<Greeter>('greeting').register('en', greeter('hello')).register('pt', greeter('olá'));
    await expect(registry.forMerchant(1)).rejects.toThrow('greeting registry has no default provider');
    registry.useByDefault('en');
    expect((await registry.forMerchant(1)).greet()).toBe('hello');

    const settings = new Map<number, string>([[2, 'pt']]);
    registry.chooseBy(async (merchantId) => settings.get(merchantId));
    expect((await registry.forMerchant(1)).greet()).toBe('hello');
    expect((await registry.forMerchant(2)).greet()).toBe('olá');
    expect(await registry.keyFor(2)).toBe('pt');
    // A setting naming a provider nobody registered is a configuration mistake: no silent fallback to the default.
    settings.set(3, 'de');
    await expect(registry.forMerchant(3)).rejects.toThrow('no greeting provider "de" (registered: en, pt)');
  });
});

describe("the platform's registries", () => {
  it('messages: the outbox by default; with a webhook configured the webhook is the default and the outbox stays available', () => {
    const plain = messageProviders({ messageWebhook: undefined }, log);
    expect(plain.keys()).toEqual(['outbox']);
    expect(plain.get('outbox').kind).toBe('store');

    const hooked = messageProviders({ messageWebhook: { url: 'http://127.0.0.1:9/hook', secret: 'x'.repeat(20) } }, log);
    expect(hooked.keys()).toEqual(['outbox', 'webhook']);
    expect(hooked.get('webhook').kind).toBe('send');
    return expect(hooked.keyFor(1)).resolves.toBe('webhook');
  });

  it('captcha: the built-in image captcha keeps its answer in the fast store, single use', async () => {
    const answers = new Map<string, string>();
    const fast = {
      captchas: {
        store: async (m: number, key: string, answer: string) => void answers.set(`${m}:${key}`, answer),
        consume: async (m: number, key: string | undefined, guess: string | undefined) => {
          const answer = answers.get(`${m}:${key}`);
          answers.delete(`${m}:${key}`);
          return answer !== undefined && answer === guess;
        },
        peek: async (m: number, key: string) => answers.get(`${m}:${key}`) ?? null,
      },
    } as unknown as FastStore;
    const registry = captchaProviders(fast);
    expect(registry.keys()).toEqual(['image']);
    const captcha = await registry.forMerchant(7);
    const png = Buffer.from(await captcha.challenge(7, 'k1'), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const answer = await captcha.peek(7, 'k1');
    expect(answer).toMatch(/^\d{6}$/);
    expect(await captcha.peek(8, 'k1')).toBeNull();
    expect(await captcha.verify(7, 'k1', answer!)).toBe(true);
    expect(await captcha.verify(7, 'k1', answer!)).toBe(false);
  });
});

describe('registries added by modules', () => {
  it("a module's registry joins app.providers when the module registers; a name is taken once", async () => {
    const app = Fastify({ logger: false });
    const platform = { messages: messageProviders({ messageWebhook: undefined }, log) };
    app.decorate('providers', platform as unknown as ProviderRegistries);
    const gateways = new ProviderRegistry<Greeter>('test gateway').register('demo', greeter('paid')).useByDefault('demo');
    // A real module types its registry by extending ProviderRegistries (see platform/providers.ts); the test does not.
    const added = { testGateways: gateways } as unknown as Partial<ProviderRegistries>;
    await app.register(defineModule('test-payments', { providers: () => added }).plugin);
    await app.ready();
    const registries = app.providers as unknown as Record<string, ProviderRegistry<Greeter>>;
    expect((await registries.testGateways!.forMerchant(1)).greet()).toBe('paid');
    expect(app.providers.messages).toBe(platform.messages);
    expect(() => addProviderRegistries(app.providers, added)).toThrow('provider registry testGateways already exists');
    await app.close();
  });
});
