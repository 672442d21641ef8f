import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { earnTickets } from './service.js';

export const RAFFLE_TICKETS = 'raffle-tickets';

/**
 * Raffle tickets from credited deposits, in the raffles open at the event's time. A `handle` subscriber: each deposit
 * earns its TICKET rewards exactly once (the delivery's mark, and the reward's unique reference).
 */
export const raffleSubscriber = (): Subscriber => ({
  name: RAFFLE_TICKETS,
  types: [depositCredited.type],
  async handle(tx: Executor, event: StoredEvent) {
    const d = depositCredited.read(event);
    await earnTickets(tx, event.merchantId, { memberId: d.memberId, orderNo: d.orderNo, amount: BigInt(d.amount), at: event.createdAt });
  },
});
