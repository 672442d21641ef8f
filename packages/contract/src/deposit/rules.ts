import { minorToMoney, moneyToMinor, isMoneyAmount } from '../format.js';

/** The name on the paying account of a bank transfer deposit. */
export const DEPOSIT_LIMITS = { payerNameMax: 64 } as const;

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/**
 * The local demo payment gateway (a sandbox standing in for a real payment provider). It serves and completes only
 * orders of an enabled GATEWAY channel whose sandbox flag is on; real gateway channels are completed only by their
 * provider's signed notification. Pages, not API calls: the sandbox's notification is the `demoGatewayNotify` call.
 */
export const DEMO_GATEWAY = {
  page: '/pay/demo/:orderNo',
  pay: '/pay/demo/:orderNo/pay',
} as const;

/** The parts of a deposit promotion that make its bonus, in minor units (percent in basis points: 1000 = 10 %). */
export interface DepositBonusRule {
  percentBp: number;
  fixedBonus: bigint;
  maxBonus: bigint;
  minDeposit: bigint;
}

/**
 * The bonus a deposit promotion pays for an amount (minor units), as the server credits it: the fixed bonus plus the
 * percentage of the amount (rounded down), at most `maxBonus`; null below the promotion's minimum deposit.
 */
export function depositBonusMinor(amount: bigint, rule: DepositBonusRule): bigint | null {
  if (amount < rule.minDeposit) return null;
  const bonus = rule.fixedBonus + (amount * BigInt(rule.percentBp)) / 10_000n;
  return bonus > rule.maxBonus ? rule.maxBonus : bonus;
}

/**
 * The bonus a listed deposit promotion would add to an amount, as the server pays it (depositBonusMinor). `null` when
 * the amount is not a valid one or is below the minimum.
 */
export function depositBonus(amount: string, promo: { percent: string; minDeposit: string; maxBonus: string; fixedBonus?: string }): string | null {
  if (!isMoneyAmount(amount)) return null;
  const bonus = depositBonusMinor(moneyToMinor(amount), {
    percentBp: Math.round(Number(promo.percent) * 100),
    fixedBonus: moneyToMinor(promo.fixedBonus ?? '0'),
    maxBonus: moneyToMinor(promo.maxBonus),
    minDeposit: moneyToMinor(promo.minDeposit),
  });
  return bonus === null ? null : minorToMoney(bonus);
}

/** A promo or bonus code as typed: letters, digits, '-' and '_', matched case-insensitively. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;
export const PROMO_CODE_MAX = 32;

/**
 * Why a promo / bonus code does not apply, sent as the field error's message (the client translates each): unknown
 * (no such code, or switched off), not_started / ended (outside its window), used_up (its total uses are taken),
 * already_used (the member's uses are taken), below_minimum (the amount is under its minimum deposit).
 */
export const PROMO_CODE_PROBLEMS = ['unknown', 'not_started', 'ended', 'used_up', 'already_used', 'below_minimum'] as const;
export type PromoCodeProblem = (typeof PROMO_CODE_PROBLEMS)[number];
