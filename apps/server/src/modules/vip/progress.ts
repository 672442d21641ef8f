import type { Tx } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { payBonus } from '../bonus/index.js';
import { depositCredited } from '../deposit/index.js';
import { roundSettled } from '../games/index.js';
import { merchantById } from '../system/index.js';
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
 * to the member's totals in `vip_progress`, keeps the club label in step with the level reached, and pays the upgrade
 * bonus of every level this event reached (with its turnover, the bonus module's `vip` rule). A `handle` subscriber:
 * the addition commits with the delivery's mark, so each event counts exactly once; each level's bonus is keyed by
 * member and level in the ledger, so it is paid once even when two events reach the level at the same time.
 */
export const vipProgressSubscriber = (): Subscriber => ({
  name: VIP_PROGRESS,
  types: [depositCredited.type, roundSettled.type],
  async handle(tx: Tx, event: StoredEvent) {
    const { memberId, add } = contribution(event);
    const totals = await vipRepo.add(tx, event.merchantId, memberId, add);
    const levels = await vipRepo.levels(tx, event.merchantId);
    const reached = levelReached(levels, totals.deposit, totals.validBet);
    if (!reached) return;
    await vipRepo.setClubLabel(tx, event.merchantId, memberId, reached.name);
    // The totals before this event (the upsert added to them atomically): levels above what they reached are new.
    const was = levelReached(levels, totals.deposit - add.deposit, totals.validBet - add.validBet)?.level ?? 0;
    const upgrades = levels.filter((l) => l.level > was && l.level <= reached.level && l.upgradeBonus > 0n);
    if (upgrades.length === 0) return;
    const merchant = await merchantById(tx, event.merchantId);
    for (const l of upgrades) {
      const paid = { memberId, source: 'vip', reference: `vip:upgrade:${memberId}:${l.level}`, bonus: l.upgradeBonus, deposit: 0n } as const;
      await payBonus(tx, event.merchantId, merchant!.currency, paid);
    }
  },
});
