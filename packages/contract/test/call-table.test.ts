import { expect, it } from 'vitest';
import { CALLS, DOMAIN_CALLS, callPath, callRoutes, parseCallRoute, type CallDef } from '../src/index.js';

const entries = () => Object.entries(CALLS as Record<string, CallDef>);

it('names every call once across the domains', () => {
  const declared = DOMAIN_CALLS.flatMap((calls) => Object.keys(calls));
  expect(declared.length).toBe(new Set(declared).size);
  expect(Object.keys(CALLS).length).toBe(declared.length);
});

it('gives every method and path to one call', () => {
  const routes = entries().map(([, c]) => `${c.method} ${c.path}`);
  expect(routes.length).toBe(new Set(routes).size);
});

it('declares a body only on calls that send one, and a body schema on every encrypted call', () => {
  for (const [name, c] of entries()) {
    if (c.method === 'GET') expect(c.body, name).toBeUndefined();
    if (c.encrypted) expect(c.body, name).toBeDefined();
    if (c.path.includes('/:')) expect(c.params, name).toBeDefined();
  }
});

it('gives the browser a zod-free route map', () => {
  const routes = callRoutes();
  expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  expect(routes.vipProgress).toBe('GET /wps/relay/MCSFE_getVipProgress');
  expect(parseCallRoute(routes.login!)).toEqual({ method: 'POST', path: '/wps/session/login', encrypted: true });
  // The operator API is not the browser's.
  expect(routes.opsDeposits).toBeUndefined();
});

it('fills path parameters encoded', () => {
  expect(callPath('/ops/merchants/:code/deposits/:orderNo/approve', { code: 'demo', orderNo: 'D 1/2' })).toBe(
    '/ops/merchants/demo/deposits/D%201%2F2/approve',
  );
});
