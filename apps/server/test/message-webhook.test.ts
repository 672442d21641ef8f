import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { CALLS, CodeSentSchema } from '@wps/contract';
import { domainEvents, eventDeliveries, merchants, outboxMessages, verificationCodes } from '../src/db/schema.js';
import { sha256Hex } from '../src/platform/crypto.js';
import { WEBHOOK_HEADERS, webhookSignature } from '../src/platform/outbox.js';
import { describeEachDb, okValue } from './helper.js';

// The production message provider: a real local HTTP endpoint stands in for the operator's SMS / e-mail gateway.
// Messages leave after the code's transaction committed (the `message-delivery` subscriber of the event bus): the
// caller's answer never depends on the gateway, and a message the gateway did not take is sent again later.

const SECRET = 'webhook-test-secret-0123456789';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let mode: 'ok' | 'refuse' | 'drop' | 'hold' = 'ok';
/** Answers held in 'hold' mode. */
const held: (() => void)[] = [];

const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    if (mode === 'drop') return req.socket.destroy();
    received.push({ headers: req.headers, body });
    const answer = () => {
      res.statusCode = mode === 'refuse' ? 503 : 202;
      res.end();
    };
    if (mode === 'hold') held.push(answer);
    else answer();
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/hook`;
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

/** The demo merchant's seeded member has this mobile number (+63). */
const KNOWN_MOBILE = '9170000001';

let ip = 1;
describeEachDb(
  'message webhook provider',
  (ctx) => {
    const requestCode = (mobileNum: string, url: string = CALLS.smsRegister.path) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: { mobileNum, countryDialingCode: '+63' },
        remoteAddress: `10.77.${ctx().kind === 'pglite' ? 0 : 1}.${ip++}`,
      });
    const codesFor = (mobileNum: string, purpose = 'register') =>
      ctx().app.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, `+63|${mobileNum}`), eq(verificationCodes.purpose, purpose)));
    /** The delivery row of the message event to a recipient. */
    async function deliveryTo(recipient: string) {
      const rows = await ctx()
        .app.db.select({ delivery: eventDeliveries, event: domainEvents })
        .from(eventDeliveries)
        .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
        .where(and(eq(domainEvents.type, 'message.requested'), sql`${domainEvents.payload}->>'recipient' = ${recipient}`));
      expect(rows).toHaveLength(1);
      return rows[0]!;
    }
    /** Waits until the bus has no outside delivery running (the request started it without waiting). */
    const settle = () => ctx().app.events.drain('outside');
    const payloadOf = (body: string) => JSON.parse(body) as { id: string; channel: string; to: string; body: string; merchantId: number };

    beforeEach(async () => {
      // What an earlier test left to retry is delivered now, so the poller does not send it during this one.
      mode = 'ok';
      await settle();
      await ctx().app.db.update(eventDeliveries).set({ nextAttemptAt: new Date() }).where(isNull(eventDeliveries.deliveredAt));
      await ctx().app.events.drain();
      received.length = 0;
    });

    it('posts each code to the gateway, signed over timestamp and body, with the event id as idempotency key, not to the outbox', async () => {
      const mobile = `91755${ctx().kind === 'pglite' ? '0' : '1'}0001`;
      okValue(await requestCode(mobile), CodeSentSchema);
      await settle();
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      const timestamp = headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] as string;
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toBe(webhookSignature(SECRET, timestamp, body));
      expect(headers[WEBHOOK_HEADERS.signature.toLowerCase()]).not.toBe(webhookSignature('another-secret-0123456789', timestamp, body));
      const payload = payloadOf(body);
      expect(payload).toMatchObject({ channel: 'sms', to: `+63${mobile}` });
      expect(payload.body).toMatch(/\b\d{6}\b/);
      // The id names the message's event, in the header and (signed) in the body.
      const { delivery, event } = await deliveryTo(`+63${mobile}`);
      expect(headers[WEBHOOK_HEADERS.eventId.toLowerCase()]).toBe(String(event.id));
      expect(payload.id).toBe(String(event.id));
      expect(delivery.deliveredAt).toBeInstanceOf(Date);
      // The code sent is the code stored.
      const codes = await codesFor(mobile);
      expect(codes).toHaveLength(1);
      expect(codes[0]!.codeHash).toBe(sha256Hex(/\b(\d{6})\b/.exec(payload.body)![1]!));
      expect(await ctx().app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, `+63${mobile}`))).toEqual([]);
    });

    it.each(['refuse', 'drop'] as const)(
      'a gateway that does not take the message (%s): the request succeeds with its code stored, the bus sends it again until the gateway answers 2xx',
      async (m) => {
        mode = m;
        const mobile = `91756${ctx().kind === 'pglite' ? '0' : '1'}${m === 'refuse' ? '1' : '2'}01`;
        okValue(await requestCode(mobile), CodeSentSchema);
        await settle();
        expect(received).toHaveLength(m === 'refuse' ? 1 : 0);
        expect(await codesFor(mobile)).toHaveLength(1);
        const failed = await deliveryTo(`+63${mobile}`);
        expect(failed.delivery).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null, lastError: expect.any(String) });
        // Backoff: not before its time.
        expect(failed.delivery.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
        expect(await ctx().app.events.drain()).toBe(0);

        // The retry is due and the gateway is back: delivered once, under the same id.
        mode = 'ok';
        await ctx().app.db.update(eventDeliveries).set({ nextAttemptAt: new Date() }).where(eq(eventDeliveries.id, failed.delivery.id));
        expect(await ctx().app.events.drain()).toBe(1);
        const last = received.at(-1)!;
        expect(last.headers[WEBHOOK_HEADERS.eventId.toLowerCase()]).toBe(String(failed.event.id));
        const codes = await codesFor(mobile);
        expect(codes).toHaveLength(1);
        expect(codes[0]!.codeHash).toBe(sha256Hex(/\b(\d{6})\b/.exec(payloadOf(last.body).body)![1]!));
        expect((await deliveryTo(`+63${mobile}`)).delivery).toMatchObject({ attempts: 2, deliveredAt: expect.any(Date), lastError: null });
        expect(await ctx().app.events.drain()).toBe(0);
      },
    );

    it.each(['ok', 'refuse', 'drop'] as const)(
      'gateway %s: an unknown number and a registered one get the same answer; only the registered one gets a message',
      async (m) => {
        mode = m;
        const unknown = `91757${ctx().kind === 'pglite' ? '0' : '1'}${['ok', 'refuse', 'drop'].indexOf(m)}01`;
        // SMS login / reset codes: the known number's resend interval of the previous case must not answer here.
        const [demo] = await ctx().app.db.select().from(merchants).where(eq(merchants.code, 'demo'));
        await ctx().app.fast.counters.reset(demo!.id, `code:resend:noLogin:+63|${KNOWN_MOBILE}`);
        await ctx().app.fast.counters.reset(demo!.id, `code:noLogin:+63|${KNOWN_MOBILE}`);
        const known = await requestCode(KNOWN_MOBILE, CALLS.smsNoLogin.path);
        const other = await requestCode(unknown, CALLS.smsNoLogin.path);
        await settle();
        expect(known.statusCode).toBe(200);
        expect(other.statusCode).toBe(known.statusCode);
        expect(Object.keys(okValue(other, CodeSentSchema))).toEqual(Object.keys(okValue(known, CodeSentSchema)));
        expect(await codesFor(KNOWN_MOBILE, 'noLogin')).not.toHaveLength(0);
        expect(await codesFor(unknown, 'noLogin')).toHaveLength(1);
        expect(received.map((r) => payloadOf(r.body).to)).toEqual(m === 'drop' ? [] : [`+63${KNOWN_MOBILE}`]);
      },
    );

    it('the caller does not wait for the gateway: the answer comes while the gateway still holds the message', async () => {
      mode = 'hold';
      const mobile = `91758${ctx().kind === 'pglite' ? '0' : '1'}0001`;
      try {
        const started = Date.now();
        okValue(await requestCode(mobile), CodeSentSchema);
        // Well within the webhook's 5 s timeout: nobody waited for the gateway's answer.
        expect(Date.now() - started).toBeLessThan(2500);
        await expect.poll(() => received.length).toBe(1);
        expect(held).toHaveLength(1);
        // The attempt is still under way: neither done nor failed.
        expect((await deliveryTo(`+63${mobile}`)).delivery).toMatchObject({ attempts: 1, deliveredAt: null, lastError: null });
      } finally {
        for (const answer of held.splice(0)) answer();
      }
      await settle();
      expect((await deliveryTo(`+63${mobile}`)).delivery.deliveredAt).toBeInstanceOf(Date);
    });
  },
  { config: { messageWebhook: { url, secret: SECRET } } },
);
