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

/**
 * The bonus a deposit promotion would add to an amount, as the server pays it: `percent` of the amount, at most
 * `maxBonus`, nothing below `minDeposit`. `null` when the amount is not a valid one or is below the minimum.
 */
export function depositBonus(amount: string, promo: { percent: string; minDeposit: string; maxBonus: string }): string | null {
  if (!isMoneyAmount(amount)) return null;
  const minor = moneyToMinor(amount);
  if (minor < moneyToMinor(promo.minDeposit)) return null;
  const bonus = (minor * BigInt(Math.round(Number(promo.percent) * 100))) / 10_000n;
  const cap = moneyToMinor(promo.maxBonus);
  return minorToMoney(bonus > cap ? cap : bonus);
}
