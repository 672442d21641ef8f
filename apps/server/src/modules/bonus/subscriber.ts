import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { rewardPaid } from '../promotions/index.js';
import { countValidBet, openRequirement, recountValidBet } from './service.js';

export const BONUS_TURNOVER = 'bonus-turnover';

/**
 * Turnover from the other domains' events: a paid bonus (a deposit's promotion bonus, a reward) opens its requirement,
 * a settled round's stake counts requirements down. round.adjusted too: turnover counts stakes, so a stake delta of a
 * settled round (a bet rolled back after the round ended) is counted (taken back); a payout-only delta changes nothing
 * here. A `handle` subscriber: each event counts exactly once.
 */
export const turnoverSubscriber = (): Subscriber => ({
  name: BONUS_TURNOVER,
  types: [depositCredited.type, rewardPaid.type, roundSettled.type, roundAdjusted.type],
  async handle(tx: Executor, event: StoredEvent) {
    if (event.type === roundSettled.type) {
      const r = roundSettled.read(event);
      await countValidBet(tx, event.merchantId, r.memberId, BigInt(r.stake), r.gameType);
    } else if (event.type === roundAdjusted.type) {
      const a = roundAdjusted.read(event);
      await recountValidBet(tx, event.merchantId, a.memberId, BigInt(a.stake), a.gameType, new Date(a.settledAt));
    } else if (event.type === depositCredited.type) {
      const d = depositCredited.read(event);
      if (BigInt(d.bonus) <= 0n) return;
      const paid = { memberId: d.memberId, source: 'deposit', reference: `bonus:${d.orderNo}` } as const;
      await openRequirement(tx, event.merchantId, { ...paid, bonus: BigInt(d.bonus), deposit: BigInt(d.amount) });
    } else {
      const p = rewardPaid.read(event);
      const source = p.source === 'sign-in' ? 'sign-in' : 'application';
      await openRequirement(tx, event.merchantId, { memberId: p.memberId, source, reference: p.reference, bonus: BigInt(p.amount), deposit: 0n });
    }
  },
});
