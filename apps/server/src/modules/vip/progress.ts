import { dayKey } from '@wps/contract';
import type { Db, Tx } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { issueReward } from '../rewards/index.js';
import { benefitRepo } from './benefits-repo.js';
import { vipRepo, type VipTotals } from './repo.js';
import { levelReached } from './service.js';

export const VIP_PROGRESS = 'vip-progress';

/**
 * What one event adds to a member's VIP totals: a credited deposit's amount, a settled round's stake, and the stake
 * delta of a settled round that changed afterwards (round.adjusted: a bet rolled back after the round ended takes its
 * valid bet back; a payout-only change adds nothing, VIP counts stakes). `betDay`: the UTC day whose valid bets the
 * stake belongs to, the day the round settled (an adjustment corrects that day, where its stake was counted).
 */
function contribution(event: StoredEvent): { memberId: number; add: VipTotals; betDay: string } {
  if (event.type === depositCredited.type) {
    const d = depositCredited.read(event);
    return { memberId: d.memberId, add: { deposit: BigInt(d.amount), validBet: 0n }, betDay: dayKey(event.createdAt) };
  }
  if (event.type === roundAdjusted.type) {
    const a = roundAdjusted.read(event);
    return { memberId: a.memberId, add: { deposit: 0n, validBet: BigInt(a.stake) }, betDay: dayKey(new Date(a.settledAt)) };
  }
  const r = roundSettled.read(event);
  return { memberId: r.memberId, add: { deposit: 0n, validBet: BigInt(r.stake) }, betDay: dayKey(event.createdAt) };
}

/**
 * VIP progress from the deposit and games domains' events (the VIP module reads no other domain's tables): adds
 * to the member's totals in `vip_progress` (and a settled stake to its day's valid bets), keeps the club label in step with the level reached, and puts the upgrade
 * bonus of every level this event reached in the member's reward centre (claiming pays it with the `vip` turnover
 * rule). A `handle` subscriber: the addition commits with the delivery's mark, so each event counts exactly once; each
 * level's reward is keyed by member and level, so it is issued once even when two events reach the level at once.
 */
export const vipProgressSubscriber = (): Subscriber => ({
  name: VIP_PROGRESS,
  types: [depositCredited.type, roundSettled.type, roundAdjusted.type],
  async handle(tx: Tx, event: StoredEvent) {
    const { memberId, add, betDay } = contribution(event);
    if (add.deposit === 0n && add.validBet === 0n) return;
    const totals = await vipRepo.add(tx, event.merchantId, memberId, add);
    // The day's valid bets feed the daily rebate and the monthly bonus's activity (UTC day of the settlement). A
    // rebate or bonus already paid on a day an adjustment lowers later stays paid.
    if (add.validBet !== 0n) await benefitRepo.addDailyBet(tx, event.merchantId, memberId, betDay, add.validBet);
    const levels = await vipRepo.levels(tx, event.merchantId);
    const reached = levelReached(levels, totals.deposit, totals.validBet);
    if (!reached) return;
    await vipRepo.setClubLabel(tx, event.merchantId, memberId, reached.name);
    // The totals before this event (the upsert added to them atomically): levels above what they reached are new.
    const was = levelReached(levels, totals.deposit - add.deposit, totals.validBet - add.validBet)?.level ?? 0;
    const upgrades = levels.filter((l) => l.level > was && l.level <= reached.level && l.upgradeBonus > 0n);
    for (const l of upgrades) {
      const reward = { memberId, kind: 'UPGRADE_BONUS', title: l.name, amount: l.upgradeBonus, reference: `vip:upgrade:${memberId}:${l.level}` } as const;
      await issueReward(tx, event.merchantId, reward);
    }
  },
});

/**
 * Fills the merchant's VIP totals once from the rounds and deposits recorded so far: the demo seed plays and deposits
 * before any subscriber exists, so its events have no delivery to this one. Without it a fresh start would show a
 * cumulative valid bet short of the bet record's and the back office's. Idempotent: false when the merchant has totals.
 */
export const backfillVipProgress = (db: Db, merchantId: number): Promise<boolean> => db.transaction((tx) => vipRepo.backfill(tx, merchantId, VIP_PROGRESS));
