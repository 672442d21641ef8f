import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { outboxMessages, type OutboxMessage } from '../db/schema.js';
import type { OutgoingMessage } from './outbox.js';

/** The outbox provider's store (outbox_messages): every message it was given, for operators and tests. */
export const outboxRepo = {
  async insert(db: Executor, m: OutgoingMessage): Promise<void> {
    await db.insert(outboxMessages).values({
      merchantId: m.merchantId,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject ?? null,
      body: m.body,
      eventId: m.eventId ?? null,
    });
  },

  /** Latest messages to one recipient, newest first. */
  async forRecipient(db: Executor, merchantId: number, recipient: string, limit = 20): Promise<OutboxMessage[]> {
    return db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.merchantId, merchantId), eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
  },
};
