import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { roundSettled } from '../games/index.js';
import { earnPoints } from './points.js';

export const MALL_POINTS = 'mall-points';

/**
 * Points from valid bets: a `handle` subscriber (one delivery per event), and each round's points carry the unique
 * reference of the round, so a replayed round or a re-sent event earns nothing again.
 */
export const pointsSubscriber = (): Subscriber => ({
  name: MALL_POINTS,
  types: [roundSettled.type],
  async handle(tx: Executor, event: StoredEvent) {
    const r = roundSettled.read(event);
    await earnPoints(tx, event.merchantId, { memberId: r.memberId, vendor: r.vendor, roundId: r.roundId, stake: BigInt(r.stake), gameType: r.gameType });
  },
});
