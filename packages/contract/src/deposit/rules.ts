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
 * The kinds of deposit channel: a manual bank transfer, the demo card gateway, and the QR-code wallets (Alipay,
 * WeChat Pay, QQ Wallet): the payer scans the channel's QR code with the wallet app, the wallet notifies us.
 */
export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'GATEWAY', 'ALIPAY', 'WECHAT', 'QQ'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];
export const QR_CHANNEL_TYPES = ['ALIPAY', 'WECHAT', 'QQ'] as const satisfies readonly DepositChannelType[];
export type QrChannelType = (typeof QR_CHANNEL_TYPES)[number];
export const isQrChannelType = (t: string): t is QrChannelType => (QR_CHANNEL_TYPES as readonly string[]).includes(t);

/** How each QR wallet signs its messages: Alipay RSA2 (SHA256withRSA, a key pair each side), the others an API key. */
export const QR_SIGN_TYPES = { ALIPAY: 'RSA2', WECHAT: 'HMAC-SHA256', QQ: 'MD5' } as const satisfies Record<QrChannelType, string>;
export type QrSignType = (typeof QR_SIGN_TYPES)[QrChannelType];
export const QR_SIGN_TYPE_VALUES = ['RSA2', 'HMAC-SHA256', 'MD5'] as const satisfies readonly QrSignType[];

/**
 * The keys a QR channel's credentials hold besides its provider URL and merchant id (Alipay app_id, WeChat / QQ
 * mch_id): Alipay our private key (signs our calls) and Alipay's public key (verifies its answers and notifications);
 * WeChat Pay and QQ Wallet one API key both sides sign with. Secrets are write-only: an operator sees whether one is set.
 */
export const QR_CREDENTIAL_KEYS = {
  ALIPAY: ['privateKey', 'walletPublicKey'],
  WECHAT: ['apiKey'],
  QQ: ['apiKey'],
} as const satisfies Record<QrChannelType, readonly ('privateKey' | 'walletPublicKey' | 'apiKey')[]>;
/** The smallest RSA key Alipay's RSA2 accepts (bits). */
export const QR_RSA_MIN_BITS = 2048;

/**
 * A pasted PEM block with its lines put back: a key pasted into a one-line field (a password input drops line breaks)
 * or wrapped at another width becomes `-----BEGIN X-----`, base64 in 64-character lines, `-----END X-----`. Anything
 * that is not one plain PEM block (an encrypted legacy key with its headers, garbage) comes back trimmed, unchanged.
 */
export function rewrapPem(text: string): string {
  const trimmed = text.trim();
  const m = /^-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----$/.exec(trimmed);
  const body = m?.[2]?.replace(/\s+/g, '') ?? '';
  if (!m || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return trimmed;
  return `-----BEGIN ${m[1]}-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END ${m[1]}-----\n`;
}

/**
 * The local payment simulator (same server, real HTTP): it plays Alipay, WeChat Pay and QQ Wallet for channels whose
 * provider URL is one of these bases, and serves the pay page the QR code opens (`page`, by the payment's token).
 */
export const PAY_SIMULATOR = {
  alipay: '/sim/pay/alipay',
  wechat: '/sim/pay/wechat',
  qq: '/sim/pay/qq',
  page: '/sim/pay/qr/:token',
  pay: '/sim/pay/qr/:token/pay',
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
