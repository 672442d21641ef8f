import type { Tx } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { memberRegistered } from '../member/index.js';
import { onDeposit, onRegistered, onValidBet } from './service.js';

export const REFERRAL_PROGRESS = 'referral-progress';

/**
 * Referral progress from the other domains' events: a registration gives the code and starts an invitee's progress,
 * a credited deposit and a settled round's stake move it, and the inviter's reward is paid when both conditions are
 * met. round.adjusted too: the invitee's valid bet counts stakes, so a stake delta of a settled round moves it (a
 * reward already paid stays paid); a payout-only delta changes nothing. A `handle` subscriber: each event counts
 * exactly once, with the delivery's mark.
 */
export const referralSubscriber = (): Subscriber => ({
  name: REFERRAL_PROGRESS,
  types: [memberRegistered.type, depositCredited.type, roundSettled.type, roundAdjusted.type],
  async handle(tx: Tx, event: StoredEvent) {
    if (event.type === memberRegistered.type) {
      const r = memberRegistered.read(event);
      await onRegistered(tx, event.merchantId, r.memberId, r.type);
    } else if (event.type === depositCredited.type) {
      const d = depositCredited.read(event);
      await onDeposit(tx, event.merchantId, d.memberId, BigInt(d.amount));
    } else if (event.type === roundAdjusted.type) {
      const a = roundAdjusted.read(event);
      if (BigInt(a.stake) !== 0n) await onValidBet(tx, event.merchantId, a.memberId, BigInt(a.stake));
    } else {
      const r = roundSettled.read(event);
      await onValidBet(tx, event.merchantId, r.memberId, BigInt(r.stake));
    }
  },
});
