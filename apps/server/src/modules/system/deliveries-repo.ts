import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeliveryState } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { domainEvents, eventDeliveries } from '../../db/schema.js';

// The operator's reads and re-queues of domain-event deliveries. A delivery has no merchant of its own: it is the
// merchant's through its event, so every statement joins or checks domain_events.merchant_id.

export interface DeliveryRow {
  id: number;
  subscriber: string;
  attempts: number;
  nextAttemptAt: Date;
  failedAt: Date | null;
  lastError: string | null;
  eventId: number;
  eventType: string;
  eventCreatedAt: Date;
  payload: Record<string, unknown>;
}

const columns = {
  id: eventDeliveries.id,
  subscriber: eventDeliveries.subscriber,
  attempts: eventDeliveries.attempts,
  nextAttemptAt: eventDeliveries.nextAttemptAt,
  failedAt: eventDeliveries.failedAt,
  lastError: eventDeliveries.lastError,
  eventId: domainEvents.id,
  eventType: domainEvents.type,
  eventCreatedAt: domainEvents.createdAt,
  payload: domainEvents.payload,
};

/** Given up: failed_at set. Retrying: still open, after at least one failed attempt (it has an error). */
const inState = (state: DeliveryState): SQL =>
  state === 'failed'
    ? and(isNull(eventDeliveries.deliveredAt), isNotNull(eventDeliveries.failedAt))!
    : and(isNull(eventDeliveries.deliveredAt), isNull(eventDeliveries.failedAt), gt(eventDeliveries.attempts, 0), isNotNull(eventDeliveries.lastError))!;

/** A given-up delivery of one of the merchant's events (the condition of a retry). */
const givenUpOf = (merchantId: number): SQL =>
  and(
    isNull(eventDeliveries.deliveredAt),
    isNotNull(eventDeliveries.failedAt),
    sql`exists (select 1 from ${domainEvents} e where e.id = ${eventDeliveries.eventId} and e.merchant_id = ${merchantId})`,
  )!;

/** Back in the queue: due now, attempts from 0; the last error stays until a delivery succeeds (markDelivered clears it). */
const requeue = { failedAt: null, attempts: 0, nextAttemptAt: sql`now()` };

export const deliveriesRepo = {
  /** The merchant's deliveries in a state, newest event first (then newest delivery). */
  async page(
    db: Executor,
    merchantId: number,
    filter: { state: DeliveryState; subscriber?: string | undefined },
    window: { limit: number; offset: number },
  ): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where = and(eq(domainEvents.merchantId, merchantId), inState(filter.state), filter.subscriber ? eq(eventDeliveries.subscriber, filter.subscriber) : undefined);
    const from = db.select(columns).from(eventDeliveries).innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId));
    const [rows, [totals]] = await Promise.all([
      from.where(where).orderBy(desc(domainEvents.id), desc(eventDeliveries.id)).limit(window.limit).offset(window.offset),
      db.select({ n: count() }).from(eventDeliveries).innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId)).where(where),
    ]);
    return { rows, total: Number(totals?.n ?? 0) };
  },

  /** One delivery of the merchant's events, or null (another merchant's is null too). */
  async ofMerchant(db: Executor, merchantId: number, id: number): Promise<DeliveryRow | null> {
    const [row] = await db
      .select(columns)
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
      .where(and(eq(eventDeliveries.id, id), eq(domainEvents.merchantId, merchantId)));
    return row ?? null;
  },

  /** Per subscriber, the merchant's given-up and retrying deliveries (subscribers with neither are left out). */
  async subscribers(db: Executor, merchantId: number): Promise<{ subscriber: string; failed: number; retrying: number }[]> {
    const rows = await db
      .select({
        subscriber: eventDeliveries.subscriber,
        failed: sql<number>`count(*) filter (where ${inState('failed')})::int`,
        retrying: sql<number>`count(*) filter (where ${inState('retrying')})::int`,
      })
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
      // Open deliveries only (the partial index on delivered_at is null): delivered ones are most rows.
      .where(and(eq(domainEvents.merchantId, merchantId), isNull(eventDeliveries.deliveredAt), gt(eventDeliveries.attempts, 0)))
      .groupBy(eventDeliveries.subscriber)
      .orderBy(eventDeliveries.subscriber);
    return rows.map((r) => ({ subscriber: r.subscriber, failed: Number(r.failed), retrying: Number(r.retrying) })).filter((r) => r.failed + r.retrying > 0);
  },

  /**
   * Re-queues one given-up delivery of the merchant's events; false when it is not (any more) given up: a second
   * retry, or a concurrent one, changes nothing.
   */
  async retry(db: Executor, merchantId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(eventDeliveries)
      .set(requeue)
      .where(and(eq(eventDeliveries.id, id), givenUpOf(merchantId)))
      .returning({ id: eventDeliveries.id });
    return rows.length === 1;
  },

  /**
   * Re-queues every given-up delivery of a subscriber at the merchant whose event is still whole (`redacted`: its
   * secret fields are gone, it cannot be delivered again). Answers the ids re-queued.
   */
  async retryAll(db: Executor, merchantId: number, subscriber: string): Promise<number[]> {
    const rows = await db
      .update(eventDeliveries)
      .set(requeue)
      .where(
        and(
          eq(eventDeliveries.subscriber, subscriber),
          givenUpOf(merchantId),
          sql`not exists (select 1 from ${domainEvents} e where e.id = ${eventDeliveries.eventId} and e.payload ? 'redacted')`,
        ),
      )
      .returning({ id: eventDeliveries.id });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },
};
