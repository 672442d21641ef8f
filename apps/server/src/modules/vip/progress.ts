import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundSettled } from '../games/index.js';
import { vipRepo, type VipTotals } from './repo.js';
import { levelReached } from './service.js';

export const VIP_PROGRESS = 'vip-progress';

/** What one event adds to a member's VIP totals: a credited deposit's amount, a settled round's stake. */
function contribution(event: StoredEvent): { memberId: number; add: VipTotals } {
  if (event.type === depositCredited.type) {
    const d = depositCredited.read(event);
    return { memberId: d.memberId, add: { deposit: BigInt(d.amount), validBet: 0n } };
  }
  const r = roundSettled.read(event);
  return { memberId: r.memberId, add: { deposit: 0n, validBet: BigInt(r.stake) } };
}

/**
 * VIP progress from the deposit and games domains' events (the VIP module reads no other domain's tables): adds
 * to the member's totals in `vip_progress` and keeps the club label in step with the level reached. A `handle`
 * subscriber: the addition commits with the delivery's mark, so each event counts exactly once.
 */
export const vipProgressSubscriber = (): Subscriber => ({
  name: VIP_PROGRESS,
  types: [depositCredited.type, roundSettled.type],
  async handle(tx: Executor, event: StoredEvent) {
    const { memberId, add } = contribution(event);
    const totals = await vipRepo.add(tx, event.merchantId, memberId, add);
    const reached = levelReached(await vipRepo.levels(tx, event.merchantId), totals.deposit, totals.validBet);
    if (reached) await vipRepo.setClubLabel(tx, event.merchantId, memberId, reached.name);
  },
});
