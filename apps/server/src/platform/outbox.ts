import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { outboxRepo } from './outbox-repo.js';

/** One SMS or e-mail the platform sends (DESIGN.md "Outside services"). */
export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  /** The `message.requested` event being delivered (kept with a stored message, for the operator's outbox list). */
  eventId?: number;
}

/**
 * Where messages go (the `messages` provider registry, platform/providers.ts). Services never call a provider: they
 * publish `message.requested` in their transaction and the session module's `message-delivery` subscriber hands the
 * message over after the commit, so a gateway's failure neither rolls the service's change back nor reaches its caller.
 * - `store`: the message is written to the database in the delivery's own transaction (exactly once with it);
 * - `send`: the message leaves the process (at least once: `id` is the receiver's idempotency key); throws when the
 *   receiver did not take it, and the event bus tries again later.
 */
export type MessageProvider =
  | { readonly kind: 'store'; send(tx: Executor, message: OutgoingMessage): Promise<void> }
  | { readonly kind: 'send'; send(message: OutgoingMessage, id: string): Promise<void> };

/** Stores every message (operators and tests read it back) and prints it to the log below production levels. */
export function outboxProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    kind: 'store',
    async send(tx, m) {
      await outboxRepo.insert(tx, m);
      // Development aid (the dev server log prints the code); production logs keep it at debug.
      const entry = { channel: m.channel, recipient: m.recipient, body: m.body };
      if (process.env.NODE_ENV === 'production') log.debug(entry, 'outbox message');
      else log.info(entry, 'outbox message');
    },
  };
}

export const WEBHOOK_HEADERS = {
  timestamp: 'X-WPS-Timestamp',
  signature: 'X-WPS-Signature',
  /** The same for every attempt of one message: the receiver drops a repeat (delivery is at least once). */
  eventId: 'X-WPS-Event-Id',
} as const;
const WEBHOOK_TIMEOUT_MS = 5000;

/** HMAC-SHA256 over `timestamp.body`: the receiver recomputes it to know the request is ours and fresh. */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Production delivery: each message is POSTed as JSON to the operator's SMS / e-mail gateway (or a small adapter in
 * front of it), signed, with its id in the body and in X-WPS-Event-Id. Anything but a 2xx within 5 s is a failed
 * attempt: the event bus tries again with backoff, with the same id.
 */
export function webhookProvider(hook: { url: string; secret: string }, log: FastifyBaseLogger): MessageProvider {
  return {
    kind: 'send',
    async send(m, id) {
      const body = JSON.stringify({ id, merchantId: m.merchantId, channel: m.channel, to: m.recipient, subject: m.subject ?? null, body: m.body });
      const timestamp = String(Math.floor(Date.now() / 1000));
      let status: number;
      try {
        const res = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_HEADERS.timestamp]: timestamp,
            [WEBHOOK_HEADERS.signature]: webhookSignature(hook.secret, timestamp, body),
            [WEBHOOK_HEADERS.eventId]: id,
          },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        log.warn({ err, channel: m.channel, id }, 'message webhook unreachable');
        throw new Error('message webhook unreachable', { cause: err });
      }
      if (status < 200 || status >= 300) {
        log.warn({ status, channel: m.channel, id }, 'message webhook refused the message');
        throw new Error(`message webhook answered ${status}`);
      }
    },
  };
}
