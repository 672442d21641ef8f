import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { PageWindow } from '../../db/query.js';
import { domainEvents, eventDeliveries, outboxMessages } from '../../db/schema.js';

/** What the operator's outbox list filters on. */
export interface OutboxFilter {
  merchantId: number;
  /** `message.requested` */
  type: string;
  /** The delivery subscriber whose progress is the message's status. */
  subscriber: string;
  channel?: string | undefined;
  /** Part of the recipient, any case. */
  to?: string | undefined;
  status?: OutboxStatus | undefined;
}

export interface OutboxRow {
  id: number;
  createdAt: Date;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  doneAt: Date | null;
}

const field = (name: string) => sql<string | null>`${domainEvents.payload} ->> ${name}`;

/**
 * A message's status from its delivery: given up (`failed`), open (`pending`, retries included), delivered after its
 * code ran out (`expired`: the subscriber sent nothing), else `sent`.
 */
const status = sql<OutboxStatus>`case
  when ${eventDeliveries.failedAt} is not null then 'failed'
  when ${eventDeliveries.deliveredAt} is null then 'pending'
  when ${field('expiresAt')} is not null and ${eventDeliveries.deliveredAt} >= (${field('expiresAt')})::timestamptz then 'expired'
  else 'sent' end`;

/** The text: in the event until its delivery is over, then in the outbox copy when the outbox stored it. */
const body = sql<string | null>`coalesce(${field('body')}, (select o.body from ${outboxMessages} o where o.event_id = ${domainEvents.id} order by o.id limit 1))`;

/** `value` as a literal part of a LIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: OutboxFilter): SQL | undefined {
  return and(
    eq(domainEvents.merchantId, f.merchantId),
    eq(domainEvents.type, f.type),
    f.channel ? sql`${field('channel')} = ${f.channel}` : undefined,
    f.to ? sql`${field('recipient')} ilike ${`%${likeLiteral(f.to)}%`}` : undefined,
    f.status ? sql`${status} = ${f.status}` : undefined,
  );
}

/**
 * Every SMS and e-mail a merchant's services asked for (the `message.requested` events), with its delivery: the
 * operator's outbox list, whichever provider delivered it (the outbox store or a gateway).
 */
export const outboxListRepo = {
  async page(db: Executor, f: OutboxFilter, page: PageWindow): Promise<{ rows: OutboxRow[]; total: number }> {
    const on = and(eq(eventDeliveries.eventId, domainEvents.id), eq(eventDeliveries.subscriber, f.subscriber));
    const [counted] = await db.select({ n: count() }).from(domainEvents).leftJoin(eventDeliveries, on).where(where(f));
    const rows = await db
      .select({
        id: domainEvents.id,
        createdAt: domainEvents.createdAt,
        channel: sql<string>`${field('channel')}`,
        recipient: sql<string>`${field('recipient')}`,
        subject: field('subject'),
        body,
        status,
        attempts: sql<number>`coalesce(${eventDeliveries.attempts}, 0)`,
        lastError: eventDeliveries.lastError,
        doneAt: sql<Date | string | null>`coalesce(${eventDeliveries.deliveredAt}, ${eventDeliveries.failedAt})`,
      })
      .from(domainEvents)
      .leftJoin(eventDeliveries, on)
      .where(where(f))
      .orderBy(desc(domainEvents.id))
      .limit(page.limit)
      .offset(page.offset);
    return {
      rows: rows.map((r) => ({
        ...r,
        attempts: Number(r.attempts),
        doneAt: r.doneAt === null ? null : new Date(r.doneAt),
      })),
      total: counted?.n ?? 0,
    };
  },
};
