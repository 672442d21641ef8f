import { expect, it } from 'vitest';
import { CALLS, ErrorCode, Headers, ROUTE_LIMITS } from '@wps/contract';
import { describeEachDb, errorBody, type TestContext } from './helper.js';

// Route-level rate limits (issue 10 item 6): a per-address cap on the calls an attacker repeats, shared by every
// instance through the fast store (the database here; Redis in fast-store.test.ts's Redis app).

// Each suite and run its own addresses: Redis keeps the counters of earlier suites and runs for a window.
const run = Math.floor(Math.random() * 250);
let suites = 0;
const limits = (ctx: () => TestContext) => {
  const suite = suites++;
  const net = `10.${run}.${suite}`;
  const send = (address: string, n: number) =>
    ctx().app.inject({
      method: 'POST',
      url: CALLS.smsNoLogin.path,
      headers: { [Headers.merchant.toLowerCase()]: 'demo' },
      remoteAddress: address,
      // Fresh numbers per suite and run: the per-number resend limit must not answer first.
      payload: { mobileNo: `13${String(run).padStart(3, '0')}${suite}${String(n).padStart(5, '0')}`, countryDialingCode: '+86' },
    });

  it('answers 429 RATE_LIMITED past the cap of one address, with Retry-After, and not to another address', async () => {
    const { max } = ROUTE_LIMITS.codes;
    for (let i = 0; i < max; i++) expect((await send(`${net}.7`, i)).statusCode).toBe(200);
    const over = await send(`${net}.7`, max);
    expect(over.statusCode).toBe(429);
    expect(errorBody(over).errorCode).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['content-security-policy']).toBeDefined();
    expect((await send(`${net}.8`, max + 1)).statusCode).toBe(200);
  });

  it('leaves calls without a cap alone', async () => {
    for (let i = 0; i < 40; i++) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: CALLS.systemStatus.path,
        headers: { [Headers.merchant.toLowerCase()]: 'demo' },
        remoteAddress: `${net}.9`,
      });
      expect(res.statusCode).toBe(200);
    }
  });
};

describeEachDb('route-level rate limit', limits);
// Several instances share the counters through Redis when REDIS_URL is set.
if (process.env.TEST_REDIS_URL) describeEachDb('route-level rate limit in Redis', limits, { config: { redisUrl: process.env.TEST_REDIS_URL } });
