import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../src/db/client.js';
import { depositOrders, domainEvents, eventDeliveries, gameRounds } from '../src/db/schema.js';
import { depositCredited } from '../src/modules/deposit/index.js';
import { roundSettled } from '../src/modules/games/index.js';
import { TEAM_FEED } from '../src/modules/agent/index.js';
import { rid } from './money-fixtures.js';

// The agent team feed adds events in the hour they were written: a test that needs play in a past hour writes the
// rows and their event in one transaction, as the wallet and the deposit service do, and dates the event then.

interface Who {
  id: number;
  merchantId: number;
}

const feedDelivery = (eventId: number) => and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, TEAM_FEED));

/** Dates an event written in this transaction (the time its change happened). */
const dated = (tx: Tx, eventId: number, at: Date) => tx.update(domainEvents).set({ createdAt: at }).where(eq(domainEvents.id, eventId));

/**
 * A round settled at `at` as the seamless wallet reports it (game_rounds row and round.settled), delivered before
 * this answers; `holdUntil`: the team feed's delivery waits until then instead, as after a failed attempt (see
 * releaseFeedDelivery). Answers the round id and the event id.
 */
export async function feedRound(app: FastifyInstance, m: Who, stake: bigint, payout: bigint, at: Date, o: { holdUntil?: Date } = {}): Promise<{ roundId: string; eventId: number }> {
  const roundId = `feed-${rid()}`;
  const eventId = await (app.db as Db).transaction(async (tx) => {
    const facts = { memberId: m.id, vendor: 'INHOUSE', gameCode: 'dice', gameType: 'SLOT', roundId };
    await tx.insert(gameRounds).values({ merchantId: m.merchantId, ...facts, stake, payout, status: 'settled', createdAt: at, settledAt: at });
    const id = await roundSettled.publish(tx, m.merchantId, { ...facts, stake: String(stake), payout: String(payout) });
    await dated(tx, id, at);
    if (o.holdUntil) await tx.update(eventDeliveries).set({ nextAttemptAt: o.holdUntil }).where(feedDelivery(id));
    return id;
  });
  if (!o.holdUntil) await app.events.drain('database');
  return { roundId, eventId };
}

/** A deposit credited at `at` (the order row and deposit.credited), delivered before this answers. */
export async function feedDeposit(app: FastifyInstance, m: Who, channelId: number, amount: bigint, at: Date): Promise<void> {
  await (app.db as Db).transaction(async (tx) => {
    const orderNo = `FD${rid()}`;
    await tx.insert(depositOrders).values({ merchantId: m.merchantId, memberId: m.id, orderNo, channelId, amount, status: 'success', reference: 'feed', requestId: orderNo, expiresAt: at, createdAt: at, completedAt: at });
    const id = await depositCredited.publish(tx, m.merchantId, { memberId: m.id, orderNo, amount: String(amount), bonus: '0', channelType: 'BANK', via: 'operator' });
    await dated(tx, id, at);
  });
  await app.events.drain('database');
}

/** The team feed's held delivery of an event is due now: delivered before this answers. */
export async function releaseFeedDelivery(app: FastifyInstance, eventId: number): Promise<void> {
  await (app.db as Db).update(eventDeliveries).set({ nextAttemptAt: sql`now()` }).where(feedDelivery(eventId));
  await app.events.drain('database');
}
