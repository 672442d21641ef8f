// Turnover rules (issue 14), zod-free so the client can show them without zod.

/** Where a bonus came from: each source has its own turnover rule. */
export const BONUS_SOURCES = ['deposit', 'sign-in', 'application', 'vip', 'referral', 'manual', 'mission', 'raffle', 'mall', 'rebate'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const TURNOVER_STATUSES = ['open', 'met', 'waived'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/** Most a rule may ask: 100 times the bonus or the deposit. */
export const MAX_TURNOVER_TIMES = 100;

/** A rule's turnover ask: bonusTimes x the bonus plus depositTimes x the deposit that came with it (minor units). */
export function requiredTurnover(rule: { bonusTimes: number; depositTimes: number }, bonus: bigint, deposit: bigint): bigint {
  return bonus * BigInt(rule.bonusTimes) + deposit * BigInt(rule.depositTimes);
}
