import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { defineEvent, type EventPayload, type StoredEvent, type Subscriber } from '../../platform/events.js';
import type { MessageProvider, OutgoingMessage } from '../../platform/outbox.js';
import type { ProviderRegistry } from '../../platform/providers.js';

// SMS and e-mail leave through the event bus: the service that wants a message sent publishes `message.requested`
// in its own transaction (the message exists exactly when the service's change committed), and `message-delivery`
// hands it to the merchant's message provider afterwards. A provider's failure is retried by the bus with backoff;
// it never rolls the service's change back and never reaches the service's caller.

/** An SMS or e-mail to send, for the event's merchant. */
export const messageRequested = defineEvent(
  'message.requested',
  z.object({
    channel: z.enum(['sms', 'email']),
    recipient: z.string().min(1),
    subject: z.string().nullable(),
    body: z.string(),
    /** ISO time after which the message is pointless (a one-time code that expired): not sent any more. */
    expiresAt: z.string().nullable(),
  }),
  // The body may hold a one-time code: it leaves the event once the message is delivered (or given up).
  { secret: ['body'] },
);
export type MessageRequested = EventPayload<typeof messageRequested>;

export const MESSAGE_REQUESTED = messageRequested.type;
export const MESSAGE_DELIVERY = 'message-delivery';

/** Asks for a message, in the caller's transaction; `expiresAt`: a retry after it sends nothing. */
export async function requestMessage(tx: Executor, m: OutgoingMessage, opts: { expiresAt?: Date } = {}): Promise<number> {
  return messageRequested.publish(tx, m.merchantId, {
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject ?? null,
    body: m.body,
    expiresAt: opts.expiresAt?.toISOString() ?? null,
  });
}

/** The message of an event, or null when it expired before it could be delivered. */
function messageOf(event: StoredEvent): OutgoingMessage | null {
  const { expiresAt, ...message } = messageRequested.read(event);
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) return null;
  return { merchantId: event.merchantId, ...message };
}

/**
 * The delivery subscriber. When every registered provider stores (the outbox), it is a `handle` subscriber: the
 * outbox row commits with the delivery, exactly once. When one sends (the webhook), it is a `deliver` subscriber, so
 * no transaction is held during a network call: a sending provider gets the event id as idempotency key (at least
 * once), and a storing one chosen for some merchant writes in a transaction of its own (at least once as well).
 */
export function messageDelivery(app: FastifyInstance, registry: ProviderRegistry<MessageProvider> = app.providers.messages): Subscriber {
  const types = [MESSAGE_REQUESTED];
  const expired = (event: StoredEvent) =>
    app.log.warn({ event: event.id, merchantId: event.merchantId }, 'message expired before its delivery; not sent');
  const storesOnly = registry.keys().every((key) => registry.get(key).kind === 'store');
  if (storesOnly) {
    return {
      name: MESSAGE_DELIVERY,
      types,
      async handle(tx, event) {
        const message = messageOf(event);
        if (!message) return expired(event);
        const provider = await registry.forMerchant(event.merchantId);
        if (provider.kind !== 'store') throw new Error(`message provider of merchant ${event.merchantId} cannot store`);
        // A stored message names its event: the operator's outbox list shows it with the event's delivery.
        await provider.send(tx, { ...message, eventId: event.id });
      },
    };
  }
  return {
    name: MESSAGE_DELIVERY,
    types,
    async deliver(event) {
      const message = messageOf(event);
      if (!message) return expired(event);
      const provider = await registry.forMerchant(event.merchantId);
      if (provider.kind === 'send') await provider.send(message, String(event.id));
      else await app.db.transaction((tx) => provider.send(tx, { ...message, eventId: event.id }));
    },
  };
}
