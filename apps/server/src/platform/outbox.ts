import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@wps/contract';
import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { outboxMessages, type OutboxMessage } from '../db/schema.js';
import { AppError } from './envelope.js';

/** One SMS or e-mail the platform sends (DESIGN.md "Outside services"). */
export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/** Where messages go. Real SMS / e-mail gateways cannot be reached from here; the outbox is the default. */
export interface MessageProvider {
  send(db: Executor, message: OutgoingMessage): Promise<void>;
}

/** Stores every message (operators and tests read it back) and prints it to the log below production levels. */
export function outboxProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    async send(db, m) {
      await db.insert(outboxMessages).values({
        merchantId: m.merchantId,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject ?? null,
        body: m.body,
      });
      // Development aid (the dev server log prints the code); production logs keep it at debug.
      const entry = { channel: m.channel, recipient: m.recipient, body: m.body };
      if (process.env.NODE_ENV === 'production') log.debug(entry, 'outbox message');
      else log.info(entry, 'outbox message');
    },
  };
}

export const WEBHOOK_HEADERS = { timestamp: 'X-WPS-Timestamp', signature: 'X-WPS-Signature' } as const;
const WEBHOOK_TIMEOUT_MS = 5000;

/** HMAC-SHA256 over `timestamp.body`: the receiver recomputes it to know the request is ours and fresh. */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Production delivery: each message is POSTed as JSON to the operator's SMS / e-mail gateway (or a small adapter in
 * front of it), signed. Anything but a 2xx within 5 s is DELIVERY_FAILED, so the caller's transaction rolls back and
 * no code is left that the player never received.
 */
export function webhookProvider(hook: { url: string; secret: string }, log: FastifyBaseLogger): MessageProvider {
  return {
    async send(_db, m) {
      const body = JSON.stringify({ merchantId: m.merchantId, channel: m.channel, to: m.recipient, subject: m.subject ?? null, body: m.body });
      const timestamp = String(Math.floor(Date.now() / 1000));
      let status: number;
      try {
        const res = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_HEADERS.timestamp]: timestamp,
            [WEBHOOK_HEADERS.signature]: webhookSignature(hook.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        log.warn({ err, channel: m.channel }, 'message webhook unreachable');
        throw new AppError(ErrorCode.DELIVERY_FAILED);
      }
      if (status < 200 || status >= 300) {
        log.warn({ status, channel: m.channel }, 'message webhook refused the message');
        throw new AppError(ErrorCode.DELIVERY_FAILED);
      }
    },
  };
}

/** The provider the configuration asks for: the signed webhook when one is set, else the outbox. */
export const messageProvider = (config: AppConfig, log: FastifyBaseLogger): MessageProvider =>
  config.messageWebhook ? webhookProvider(config.messageWebhook, log) : outboxProvider(log);

/** Latest messages to one recipient, newest first. */
export async function outboxFor(db: Executor, merchantId: number, recipient: string, limit = 20): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.merchantId, merchantId), eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
