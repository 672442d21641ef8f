import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { CALLS, CodeSentSchema } from '@wps/contract';
import { domainEvents, eventDeliveries, merchants, outboxMessages } from '../src/db/schema.js';
import { MESSAGE_DELIVERY, MESSAGE_REQUESTED, messageDelivery, requestMessage } from '../src/modules/session/message-delivery.js';
import { eventRepo } from '../src/platform/event-repo.js';
import { EventBus, type StoredEvent } from '../src/platform/events.js';
import { outboxProvider, type MessageProvider, type OutgoingMessage } from '../src/platform/outbox.js';
import { ProviderRegistry } from '../src/platform/providers.js';
import { describeEachDb, okValue } from './helper.js';

// The session module's `message-delivery` subscriber: messages requested in a service's transaction reach the
// merchant's message provider after the commit; into the outbox exactly once.

const log = pino({ level: 'silent' });

describeEachDb('message delivery', (ctx) => {
  const app = () => ctx().app;
  const demoId = async () => (await app().db.select().from(merchants).where(eq(merchants.code, 'demo')))[0]!.id;
  const outboxTo = (recipient: string) => app().db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  const message = (merchantId: number, recipient: string): OutgoingMessage => ({
    merchantId,
    channel: 'sms',
    recipient,
    subject: null,
    body: `Your verification code is 123456 (${recipient}).`,
  });
  const n = () => (ctx().kind === 'pglite' ? '0' : '1');

  it('with the outbox provider the subscriber stores in the delivery transaction (handle)', () => {
    const subscriber = messageDelivery(app());
    expect(subscriber).toMatchObject({ name: MESSAGE_DELIVERY, types: [MESSAGE_REQUESTED] });
    expect(subscriber.handle).toBeTypeOf('function');
    expect(subscriber.deliver).toBeUndefined();
  });

  it('a requested message lands in the outbox exactly once, however many workers drain at once and however often', async () => {
    const merchantId = await demoId();
    const recipient = `+63917880${n()}001`;
    await app().db.transaction(async (tx) => {
      await requestMessage(tx, message(merchantId, recipient));
    });
    // A second instance's bus with the same subscriber, draining with this app's bus, twice each.
    const other = new EventBus(app().db, log);
    other.subscribe(messageDelivery(app()));
    await Promise.all([app().events.drain(), other.drain(), app().events.drain(), other.drain()]);
    await Promise.all([app().events.drain(), other.drain()]);
    const rows = await outboxTo(recipient);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchantId, channel: 'sms', recipient, subject: null, body: message(merchantId, recipient).body });
  });

  it('the code leaves the event once the message is delivered; events delivered before are wiped when the bus starts', async () => {
    const merchantId = await demoId();
    const recipient = `+63917880${n()}005`;
    // No poller from here on: the waiting message below must stay undelivered while the test looks at it.
    await app().events.stop();
    const eventId = await app().db.transaction((tx) => requestMessage(tx, message(merchantId, recipient)));
    const payloadOf = async (id: number) => (await app().db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]!.payload;
    expect(JSON.stringify(await payloadOf(eventId))).toContain('123456');
    await app().events.drain();
    expect(await outboxTo(recipient)).toHaveLength(1);
    expect(await payloadOf(eventId)).toEqual({ channel: 'sms', recipient, subject: null, expiresAt: null, redacted: true });

    // A delivered event whose payload an older version left in place.
    const older = await app().db.transaction((tx) => requestMessage(tx, message(merchantId, `${recipient}9`)));
    await app().db.update(eventDeliveries).set({ deliveredAt: new Date() }).where(eq(eventDeliveries.eventId, older));
    // And one still waiting for its delivery: it keeps its payload.
    const waiting = await app().db.transaction((tx) => requestMessage(tx, message(merchantId, `${recipient}8`)));
    const bus = new EventBus(app().db, log);
    bus.start(60_000);
    await bus.stop();
    await expect.poll(() => payloadOf(older)).toMatchObject({ redacted: true });
    expect(JSON.stringify(await payloadOf(older))).not.toContain('123456');
    expect(JSON.stringify(await payloadOf(waiting))).toContain('123456');
    await app().events.drain();
  });

  it('a worker that died holding the delivery leaves it to another, still once into the outbox', async () => {
    const merchantId = await demoId();
    const recipient = `+63917880${n()}002`;
    // The poller is stopped (the test above): it must not take the delivery before the dead worker.
    await app().db.transaction((tx) => requestMessage(tx, message(merchantId, recipient)));
    // Taken with a lease that is already over, by a worker that never finished.
    const claimed = await eventRepo.claim(app().db, 100, 0, [], { in: [MESSAGE_DELIVERY] });
    expect(claimed.filter((d) => d.event.payload.recipient === recipient)).toHaveLength(1);
    await app().events.drain();
    await app().events.drain();
    expect(await outboxTo(recipient)).toHaveLength(1);
  });

  it('a message requested in a transaction that rolls back is never delivered', async () => {
    const merchantId = await demoId();
    const recipient = `+63917880${n()}003`;
    await app()
      .db.transaction(async (tx) => {
        await requestMessage(tx, message(merchantId, recipient));
        throw new Error('the service failed');
      })
      .catch(() => undefined);
    await app().events.drain();
    expect(await outboxTo(recipient)).toEqual([]);
  });

  it('a code request answers after its message is in the outbox (the request drains its database deliveries)', async () => {
    const mobile = `917881${n()}001`;
    okValue(
      await app().inject({
        method: 'POST',
        url: CALLS.smsRegister.path,
        payload: { mobileNum: mobile, countryDialingCode: '+63' },
        remoteAddress: `10.78.${n()}.1`,
      }),
      CodeSentSchema,
    );
    const [row] = await outboxTo(`+63${mobile}`);
    expect(row?.body).toMatch(/\b\d{6}\b/);
    const [delivery] = await app()
      .db.select()
      .from(eventDeliveries)
      .where(sql`${eventDeliveries.subscriber} = ${MESSAGE_DELIVERY} and ${eventDeliveries.deliveredAt} is null`);
    expect(delivery).toBeUndefined();
  });

  it("with a sending provider the subscriber delivers outside a transaction: the merchant's provider, the event id as key", async () => {
    const merchantId = await demoId();
    const sent: { message: OutgoingMessage; id: string }[] = [];
    const gateway: MessageProvider = { kind: 'send', send: async (m, id) => void sent.push({ message: m, id }) };
    const ownOutbox = new Set<number>();
    const registry = new ProviderRegistry<MessageProvider>('message')
      .register('outbox', outboxProvider(log))
      .register('gateway', gateway)
      .useByDefault('gateway')
      .chooseBy((id) => (ownOutbox.has(id) ? 'outbox' : undefined));
    const subscriber = messageDelivery(app(), registry);
    expect(subscriber.handle).toBeUndefined();
    const event = (id: number, recipient: string): StoredEvent => ({
      id,
      merchantId,
      type: MESSAGE_REQUESTED,
      payload: { channel: 'sms', recipient, subject: null, body: 'code 654321', expiresAt: null },
      createdAt: new Date(),
    });

    await subscriber.deliver!(event(900001, '+639178820001'));
    expect(sent).toEqual([{ id: '900001', message: { merchantId, channel: 'sms', recipient: '+639178820001', subject: null, body: 'code 654321' } }]);

    // A code that expired while the gateway was down is not sent any more.
    const stale = event(900003, '+639178820003');
    stale.payload.expiresAt = new Date(Date.now() - 1000).toISOString();
    await subscriber.deliver!(stale);
    expect(sent).toHaveLength(1);

    // A merchant whose own setting names the outbox: stored (in a transaction of its own), not sent.
    ownOutbox.add(merchantId);
    const recipient = `+63917882${n()}002`;
    await subscriber.deliver!(event(900002, recipient));
    expect(sent).toHaveLength(1);
    expect(await outboxTo(recipient)).toHaveLength(1);
  });
});
