import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { adjustPoints, earnPoints } from './points.js';

export const MALL_POINTS = 'mall-points';

/**
 * Points from valid bets: a `handle` subscriber (one delivery per event), and each round's points carry the unique
 * reference of the round, so a replayed round or a re-sent event earns nothing again. round.adjusted too: points come
 * from stakes, so a stake delta of a settled round earns or takes back its points (reference of the event); a
 * payout-only delta changes nothing.
 */
export const pointsSubscriber = (): Subscriber => ({
  name: MALL_POINTS,
  types: [roundSettled.type, roundAdjusted.type],
  async handle(tx: Executor, event: StoredEvent) {
    if (event.type === roundAdjusted.type) {
      const a = roundAdjusted.read(event);
      const adjusted = { memberId: a.memberId, vendor: a.vendor, roundId: a.roundId, stakeDelta: BigInt(a.stake), gameType: a.gameType, eventId: event.id };
      await adjustPoints(tx, event.merchantId, adjusted);
      return;
    }
    const r = roundSettled.read(event);
    await earnPoints(tx, event.merchantId, { memberId: r.memberId, vendor: r.vendor, roundId: r.roundId, stake: BigInt(r.stake), gameType: r.gameType });
  },
});
