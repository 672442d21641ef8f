import { and, asc, count, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/days.js';
import { domainEvents, eventDeliveries } from '../db/schema.js';

export interface StoredEvent {
  id: number;
  merchantId: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface ClaimedDelivery {
  id: number;
  subscriber: string;
  /** Attempts so far, this one included. */
  attempts: number;
  event: StoredEvent;
}

interface ClaimRow extends Record<string, unknown> {
  id: string | number;
  subscriber: string;
  attempts: number;
  event_id: string | number;
  merchant_id: number;
  type: string;
  payload: Record<string, unknown> | string;
  created_at: string | Date;
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Which events a subscriber has not taken in: one member's (payload memberId), and / or written before a time. */
export interface NotTakenInFilter {
  memberId?: number;
  before?: Date;
}

// Open deliveries are the newest rows (event_deliveries_open_idx): few rows however long the outbox.
const notTakenInWhere = (subscriber: string, merchantId: number, types: readonly string[], only: NotTakenInFilter) =>
  and(
    eq(eventDeliveries.subscriber, subscriber),
    isNull(eventDeliveries.deliveredAt),
    eq(domainEvents.merchantId, merchantId),
    inArray(domainEvents.type, [...types]),
    only.memberId === undefined ? undefined : sql`${domainEvents.payload}->>'memberId' = ${String(only.memberId)}`,
    only.before === undefined ? undefined : lt(domainEvents.createdAt, only.before),
  );

export const eventRepo = {
  /** The event and one delivery per subscriber, in the caller's transaction. */
  async insert(db: Executor, merchantId: number, type: string, payload: Record<string, unknown>, subscribers: readonly string[]): Promise<number> {
    if (!subscribers.length) {
      const [row] = await db.insert(domainEvents).values({ merchantId, type, payload }).returning({ id: domainEvents.id });
      return row!.id;
    }
    // One statement for the event and its deliveries: events are written on every bet and win.
    const result = await db.execute(sql`
      with e as (
        insert into ${domainEvents} (merchant_id, type, payload) values (${merchantId}, ${type}, ${JSON.stringify(payload)}::jsonb) returning id
      )
      insert into ${eventDeliveries} (event_id, subscriber)
      select e.id, s.subscriber from e cross join (values ${sql.join(subscribers.map((name) => sql`(${name})`), sql`, `)}) as s(subscriber)
      returning event_id`);
    return Number(rowsOf<{ event_id: string | number }>(result)[0]!.event_id);
  },

  /** Whether any delivery is due: a plain read, so an idle poller writes nothing and takes no row locks. */
  async anyDue(db: Executor): Promise<boolean> {
    const [row] = await db
      .select({ id: eventDeliveries.id })
      .from(eventDeliveries)
      .where(and(isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt), lte(eventDeliveries.nextAttemptAt, sql`now()`)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Takes up to `limit` due deliveries for `leaseMs`: rows another worker holds are skipped (SKIP LOCKED), and a
   * worker that dies leaves its rows to be taken again when the lease ends. `skip`: rows this run already tried.
   * `subscribers`: only the deliveries of these subscribers (`in`), or of all others (`notIn`).
   */
  async claim(
    db: Executor,
    limit: number,
    leaseMs: number,
    skip: readonly number[] = [],
    subscribers?: { in: readonly string[] } | { notIn: readonly string[] },
    events?: readonly number[],
  ): Promise<ClaimedDelivery[]> {
    const skipped = skip.length ? sql`and id not in (${list(skip)})` : sql``;
    const ofEvents = events ? sql`and event_id in (${list(events)})` : sql``;
    let only = sql``;
    if (subscribers && 'in' in subscribers) {
      if (subscribers.in.length === 0) return [];
      only = sql`and subscriber in (${list(subscribers.in)})`;
    } else if (subscribers?.notIn.length) {
      only = sql`and subscriber not in (${list(subscribers.notIn)})`;
    }
    const result = await db.execute<ClaimRow>(sql`
      with due as (
        select id from ${eventDeliveries}
        where delivered_at is null and failed_at is null and next_attempt_at <= now() ${skipped} ${only} ${ofEvents}
        order by id limit ${limit} for update skip locked
      ), taken as (
        update ${eventDeliveries} d
        set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due where d.id = due.id
        returning d.id, d.subscriber, d.attempts, d.event_id
      )
      select taken.*, e.merchant_id, e.type, e.payload, e.created_at
      from taken join ${domainEvents} e on e.id = taken.event_id
      order by taken.id`);
    // Both drivers answer { rows }; drizzle's common type does not say so.
    return (result as unknown as { rows: ClaimRow[] }).rows.map((r) => ({
      id: Number(r.id),
      subscriber: r.subscriber,
      attempts: Number(r.attempts),
      event: {
        id: Number(r.event_id),
        merchantId: Number(r.merchant_id),
        type: r.type,
        payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
        createdAt: new Date(r.created_at),
      },
    }));
  },

  /**
   * Whether another worker holds an open delivery of these events for these subscribers now: claimed (its lease not
   * over) and not failed before (a retry waiting for its backoff is not worth waiting for).
   */
  async anyHeld(db: Executor, events: readonly number[], subscribers: readonly string[]): Promise<boolean> {
    const result = await db.execute(sql`
      select 1 from ${eventDeliveries}
      where event_id in (${list(events)}) and subscriber in (${list(subscribers)})
        and delivered_at is null and failed_at is null and last_error is null and next_attempt_at > now()
      limit 1`);
    return rowsOf(result).length > 0;
  },

  /** The merchant's events of these types whose delivery to the subscriber is not done (open or given up), oldest first. */
  async notTakenIn(db: Executor, subscriber: string, merchantId: number, types: readonly string[], only: NotTakenInFilter = {}): Promise<StoredEvent[]> {
    const rows = await db
      .select({ event: domainEvents })
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
      .where(notTakenInWhere(subscriber, merchantId, types, only))
      .orderBy(asc(domainEvents.id));
    return rows.map((r) => r.event);
  },

  async countNotTakenIn(db: Executor, subscriber: string, merchantId: number, types: readonly string[], only: NotTakenInFilter = {}): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
      .where(notTakenInWhere(subscriber, merchantId, types, only));
    return r?.n ?? 0;
  },

  /** False when the delivery was already done (by a worker whose lease had ended): its effect must not repeat. */
  /** Marks these deliveries done, in one statement; answers how many were still open (all, unless another worker took one). */
  async markAllDelivered(db: Executor, ids: readonly number[]): Promise<number> {
    const rows = await db
      .update(eventDeliveries)
      .set({ deliveredAt: new Date(), lastError: null })
      .where(and(inArray(eventDeliveries.id, [...ids]), isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt)))
      .returning({ id: eventDeliveries.id });
    return rows.length;
  },

  async markDelivered(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .update(eventDeliveries)
      .set({ deliveredAt: new Date(), lastError: null })
      .where(and(eq(eventDeliveries.id, id), isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt)))
      .returning({ id: eventDeliveries.id });
    return rows.length === 1;
  },

  /**
   * Removes the secret fields from the payload of an event (or of every event of a type) none of whose deliveries is
   * open any more, and marks it `redacted` (see defineEvent's `secret`).
   */
  async redactIfOver(db: Executor, which: { eventId: number } | { type: string }, fields: readonly string[]): Promise<void> {
    const open = db
      .select({ id: eventDeliveries.id })
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.eventId, domainEvents.id), isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt)));
    const events = 'eventId' in which ? eq(domainEvents.id, which.eventId) : eq(domainEvents.type, which.type);
    const names = sql`array[${sql.join(fields.map((f) => sql`${f}`), sql`, `)}]::text[]`;
    await db
      .update(domainEvents)
      .set({ payload: sql`(${domainEvents.payload} - ${names}) || '{"redacted": true}'::jsonb` })
      .where(and(events, sql`not (${domainEvents.payload} ? 'redacted')`, notExists(open)));
  },

  /** Another try at `retryAt`, or given up (`retryAt` null). */
  async markFailed(db: Executor, id: number, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(eventDeliveries)
      .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, failedAt: new Date() })
      .where(and(eq(eventDeliveries.id, id), isNull(eventDeliveries.deliveredAt)));
  },
};
