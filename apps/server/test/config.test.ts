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
      opsToken: undefined,
      databaseUrl: undefined,
      trustProxy: false,
    });
    expect(c.clientDist).toMatch(/apps\/client\/dist$/);
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('reads values and treats empty ones as unset', () => {
    const c = loadConfig({ PORT: '8090', DATABASE_URL: '', OPS_TOKEN: '', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' });
    expect(c).toMatchObject({ port: 8090, databaseUrl: undefined, opsToken: undefined, trustProxy: true, logLevel: 'warn' });
  });

  it.each([{ PORT: 'abc' }, { LOG_LEVEL: 'loud' }, { OPS_TOKEN: 'short' }])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid environment/);
  });
});
