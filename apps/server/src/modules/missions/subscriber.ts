import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { countActivity } from './service.js';

export const MISSION_PROGRESS = 'mission-progress';

/**
 * Mission progress from settled rounds and credited deposits, in the period of the event's time. round.adjusted too:
 * valid-bet missions count stakes, so a stake delta of a settled round counts in the period the round settled in
 * (where its stake was counted); it is no new round (spins and rounds missions keep their count), and a payout-only
 * delta changes nothing. A `handle` subscriber: each event counts exactly once, with the delivery's mark.
 */
export const missionSubscriber = (): Subscriber => ({
  name: MISSION_PROGRESS,
  types: [roundSettled.type, roundAdjusted.type, depositCredited.type],
  async handle(tx: Executor, event: StoredEvent) {
    if (event.type === roundSettled.type) {
      const r = roundSettled.read(event);
      const game = { vendor: r.vendor, gameCode: r.gameCode, gameType: r.gameType };
      await countActivity(tx, event.merchantId, r.memberId, event.createdAt, { kind: 'round', ...game, stake: BigInt(r.stake) });
    } else if (event.type === roundAdjusted.type) {
      const a = roundAdjusted.read(event);
      const stake = BigInt(a.stake);
      const game = { vendor: a.vendor, gameCode: a.gameCode, gameType: a.gameType };
      if (stake !== 0n) await countActivity(tx, event.merchantId, a.memberId, new Date(a.settledAt), { kind: 'stake', ...game, stake });
    } else {
      const d = depositCredited.read(event);
      await countActivity(tx, event.merchantId, d.memberId, event.createdAt, { kind: 'deposit', amount: BigInt(d.amount) });
    }
  },
});
