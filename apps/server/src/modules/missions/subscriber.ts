import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundSettled } from '../games/index.js';
import { countActivity } from './service.js';

export const MISSION_PROGRESS = 'mission-progress';

/**
 * Mission progress from settled rounds and credited deposits, in the period of the event's time. A `handle`
 * subscriber: each event counts exactly once, with the delivery's mark.
 */
export const missionSubscriber = (): Subscriber => ({
  name: MISSION_PROGRESS,
  types: [roundSettled.type, depositCredited.type],
  async handle(tx: Executor, event: StoredEvent) {
    if (event.type === roundSettled.type) {
      const r = roundSettled.read(event);
      await countActivity(tx, event.merchantId, r.memberId, event.createdAt, { kind: 'round', gameType: r.gameType, stake: BigInt(r.stake) });
    } else {
      const d = depositCredited.read(event);
      await countActivity(tx, event.merchantId, d.memberId, event.createdAt, { kind: 'deposit', amount: BigInt(d.amount) });
    }
  },
});
