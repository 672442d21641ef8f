import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigMerchantRow, createdAt, memberId, merchantId, moneyFromZero, updatedAt } from './columns.js';

// Domain events and their transactional outbox (docs/architecture.md "Events"): an event is written in the same
// transaction as the change it reports, with one delivery row per subscriber; the worker works the delivery rows.

export const domainEvents = pgTable(
  'domain_events',
  {
    ...bigMerchantRow(),
    /** e.g. 'deposit.credited', 'round.settled' */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_type_idx').on(t.merchantId, t.type, t.id)],
);

export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; a claimed delivery's lease (a worker that dies leaves it to be taken again after this). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    /** Given up after the last attempt; an operator can see it with its last error. */
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('event_deliveries_once').on(t.eventId, t.subscriber),
    index('event_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    // A subscriber's open deliveries, given-up ones included (the agent team feed asks whether it has caught up).
    index('event_deliveries_open_idx').on(t.subscriber, t.eventId).where(sql`${t.deliveredAt} is null`),
  ],
);

/** VIP progress, kept by the VIP module's subscriber from credited deposits and settled rounds. */
export const vipProgress = pgTable(
  'vip_progress',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    depositMinor: moneyFromZero('deposit_minor'),
    validBetMinor: moneyFromZero('valid_bet_minor'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vip_progress_member').on(t.merchantId, t.memberId)],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;
