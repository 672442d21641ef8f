import { isMoneyAmount, moneyToMinor } from '../format.js';

/** Transaction codes of GLS2_TxCodeList: the ledger's `kind` values a member can filter by. */
export const TX_CODES = [
  'deposit',
  'bonus',
  'withdraw_hold',
  'withdraw_release',
  'transfer_out',
  'transfer_in',
  'bet',
  'settle',
  'refund',
  'seed',
  /** A manual adjustment an operator asked for and another approved. */
  'adjust',
] as const;
export type TxCode = (typeof TX_CODES)[number];

/** The main wallet's name in GCS_walletTransfer. */
export const MAIN_WALLET = 'MAIN';

/**
 * Transfer-type vendors: each keeps a per-member balance that money is moved into before play and back out after
 * (GCS_walletTransfer). Seamless vendors (the in-house games) bet straight on the main wallet.
 */
export const TRANSFER_WALLETS = ['AG', 'PT', 'SABA'] as const;

export const MONEY_LIMITS = {
  /** Records page size (infinite scroll). */
  recordsPage: 20,
  /** Longest date range one records query may cover. */
  recordsMaxDays: 92,
  bankCardsMax: 5,
  paymentPasswordAttempts: 5,
  paymentPasswordLockMinutes: 30,
  withdrawMinMinor: 10_000,
  withdrawMaxMinor: 5_000_000,
} as const;

/** Why an amount a member asks to move cannot go: not an amount (or zero), below or above the limits, above the balance. */
export type AmountProblem = 'invalid' | 'below' | 'above' | 'funds';

/**
 * An amount to deposit, withdraw or transfer against its limits (decimal strings, any of them optional): the
 * first problem, or null when it may be sent. The server checks the same again.
 */
export function amountProblem(amount: string, limits: { min?: string; max?: string; balance?: string } = {}): AmountProblem | null {
  if (!isMoneyAmount(amount)) return 'invalid';
  const minor = moneyToMinor(amount);
  if (minor <= 0n) return 'invalid';
  if (limits.min !== undefined && minor < moneyToMinor(limits.min)) return 'below';
  if (limits.max !== undefined && minor > moneyToMinor(limits.max)) return 'above';
  if (limits.balance !== undefined && minor > moneyToMinor(limits.balance)) return 'funds';
  return null;
}
