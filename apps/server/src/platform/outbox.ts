import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { outboxMessages, type OutboxMessage } from '../db/schema.js';

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

/** Latest messages to one recipient, newest first. */
export async function outboxFor(db: Executor, merchantId: number, recipient: string, limit = 20): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.merchantId, merchantId), eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
