import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { BONUS_EVENTS, BONUS_TURNOVER, paidBonusOf } from './paid-events.js';
import { countValidBet, openRequirement, recountValidBet } from './service.js';

/**
 * Turnover from the other domains' events: a paid bonus (a deposit's promotion bonus, a reward) opens its requirement,
 * a settled round's stake counts requirements down. round.adjusted too: turnover counts stakes, so a stake delta of a
 * settled round (a bet rolled back after the round ended) is counted (taken back); a payout-only delta changes nothing
 * here. A `handle` subscriber: each event counts exactly once.
 */
export const turnoverSubscriber = (): Subscriber => ({
  name: BONUS_TURNOVER,
  types: [...BONUS_EVENTS, roundSettled.type, roundAdjusted.type],
  async handle(tx: Executor, event: StoredEvent) {
    if (event.type === roundSettled.type) {
      const r = roundSettled.read(event);
      await countValidBet(tx, event.merchantId, r.memberId, BigInt(r.stake), r.gameType);
    } else if (event.type === roundAdjusted.type) {
      const a = roundAdjusted.read(event);
      await recountValidBet(tx, event.merchantId, a.memberId, BigInt(a.stake), a.gameType, new Date(a.settledAt));
    } else {
      const paid = paidBonusOf(event);
      if (paid) await openRequirement(tx, event.merchantId, paid);
    }
  },
});
