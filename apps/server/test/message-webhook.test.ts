import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { CALLS, CodeSentSchema } from '@wps/contract';
import { outboxMessages, verificationCodes } from '../src/db/schema.js';
import { WEBHOOK_HEADERS, webhookSignature } from '../src/platform/outbox.js';
import { describeEachDb, errorBody, okValue } from './helper.js';

// The production message provider: a real local HTTP endpoint stands in for the operator's SMS / e-mail gateway.

const SECRET = 'webhook-test-secret-0123456789';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let mode: 'ok' | 'refuse' | 'drop' = 'ok';

const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    if (mode === 'drop') return req.socket.destroy();
    received.push({ headers: req.headers, body });
    res.statusCode = mode === 'ok' ? 202 : 503;
    res.end();
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/hook`;
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

let ip = 1;
describeEachDb(
  'message webhook provider',
  (ctx) => {
    const requestCode = (mobileNum: string) =>
      ctx().app.inject({
        method: 'POST',
        url: CALLS.smsRegister.path,
        payload: { mobileNum, countryDialingCode: '+63' },
        remoteAddress: `10.77.0.${ip++}`,
      });
    const codesFor = (mobileNum: string) =>
      ctx().app.db.select().from(verificationCodes).where(eq(verificationCodes.target, `+63|${mobileNum}`));

    beforeEach(() => {
      received.length = 0;
      mode = 'ok';
    });

    it('posts each code to the gateway, signed over timestamp and body, and keeps it out of the outbox', async () => {
      const mobile = `91755${ctx().kind === 'pglite' ? '0' : '1'}0001`;
      okValue(await requestCode(mobile), CodeSentSchema);
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      const timestamp = headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] as string;
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toBe(webhookSignature(SECRET, timestamp, body));
      expect(headers[WEBHOOK_HEADERS.signature.toLowerCase()]).not.toBe(webhookSignature('another-secret-0123456789', timestamp, body));
      const payload = JSON.parse(body) as { channel: string; to: string; body: string; merchantId: number };
      expect(payload).toMatchObject({ channel: 'sms', to: `+63${mobile}` });
      expect(payload.body).toMatch(/\b\d{6}\b/);
      expect(await codesFor(mobile)).toHaveLength(1);
      expect(await ctx().app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, `+63${mobile}`))).toEqual([]);
    });

    it.each(['refuse', 'drop'] as const)('a gateway that does not take the message (%s): 502 DELIVERY_FAILED and no code left', async (m) => {
      mode = m;
      const mobile = `91756${ctx().kind === 'pglite' ? '0' : '1'}${m === 'refuse' ? '1' : '2'}01`;
      const res = await requestCode(mobile);
      expect(res.statusCode).toBe(502);
      expect(errorBody(res)).toMatchObject({ errorCode: 'DELIVERY_FAILED', message: 'err_delivery_failed' });
      expect(await codesFor(mobile)).toEqual([]);
      // The player may ask again at once: the failed attempt did not start the resend interval.
      mode = 'ok';
      okValue(await requestCode(mobile), CodeSentSchema);
      expect(await codesFor(mobile)).toHaveLength(1);
    });
  },
  { config: { messageWebhook: { url, secret: SECRET } } },
);
