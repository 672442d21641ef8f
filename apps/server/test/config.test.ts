import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('config', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      defaultMerchant: 'demo',
      databaseUrl: undefined,
      trustProxy: false,
    });
    expect(c.clientDist).toMatch(/apps\/client\/dist$/);
    expect(c.backofficeDist).toMatch(/apps\/backoffice\/dist$/);
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('reads values and treats empty ones as unset', () => {
    const c = loadConfig({ PORT: '8090', DATABASE_URL: '', OPS_TOKEN: '', TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
    expect(c).toMatchObject({ port: 8090, databaseUrl: undefined, trustProxy: 1, logLevel: 'warn' });
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%j as hops or proxy addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the PostgreSQL pool size (10 by default), and refuses a pool of none', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses TRUST_PROXY=true, which would believe any client', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would trust any client/);
  });

  it('reads the message webhook with its signing secret', () => {
    const c = loadConfig({ MESSAGE_WEBHOOK_URL: 'https://sms.example.com/hook', MESSAGE_WEBHOOK_SECRET: 's'.repeat(16) });
    expect(c.messageWebhook).toEqual({ url: 'https://sms.example.com/hook', secret: 's'.repeat(16) });
    expect(loadConfig({ MESSAGE_WEBHOOK_URL: '' }).messageWebhook).toBeUndefined();
  });

  it.each([
    { PORT: 'abc' },
    { LOG_LEVEL: 'loud' },
    { OPS_TOKEN: 'short' },
    { MESSAGE_WEBHOOK_URL: 'https://sms.example.com/hook' },
    { MESSAGE_WEBHOOK_URL: 'ftp://sms.example.com', MESSAGE_WEBHOOK_SECRET: 's'.repeat(16) },
    { MESSAGE_WEBHOOK_URL: 'https://sms.example.com/hook', MESSAGE_WEBHOOK_SECRET: 'short' },
    { TRUST_PROXY: 'proxy.example.com' },
    { TRUST_PROXY: 'yes' },
    { REQUEST_TIMEOUT_MS: '5' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid environment/);
  });
});
