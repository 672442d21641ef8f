/** Money formatting shared by client and server: exact on decimal strings, no floats. */

/** Minor units (integer cents) to the API's decimal string. */
export function minorToMoney(minor: bigint | number): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${cents}`;
}

/**
 * An amount a member types (deposit, withdrawal, transfer): up to 12 whole digits and at most 2 decimals, no sign.
 * The API's AmountSchema accepts exactly these.
 */
export const MONEY_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const MONEY_INPUT = { wholeDigits: 12, decimals: 2 } as const;
export const isMoneyAmount = (v: string): boolean => MONEY_AMOUNT_PATTERN.test(v);

/** Decimal string (at most 2 places) to minor units; throws on anything else. */
export function moneyToMinor(money: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!m) throw new Error(`not a money amount: ${money}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** How the merchant writes money (the settings' currency): its symbol and separators. */
export interface MoneyStyle {
  symbol: string;
  decimal?: string;
  group?: string;
}

/**
 * An amount as every screen shows it (spec: #,##0.00 with the merchant's symbol): "￥1,234.50", "-￥5.00"; a text that
 * is not an amount comes back as it is. Self-contained on purpose (no outside names, no type-only syntax left after
 * compiling): the in-house game pages ship this function's own source, so their balances read like the header's.
 */
export function formatMoneyText(money: string, style: MoneyStyle): string {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(money);
  if (!m) return money;
  const grouped = String(m[2]).replace(/\B(?=(\d{3})+(?!\d))/g, style.group ?? ',');
  return `${m[1] ?? ''}${style.symbol}${grouped}${style.decimal ?? '.'}${(m[3] ?? '').padEnd(2, '0')}`;
}

/** Pattern #,##0.00 with the merchant's separators, no symbol. */
export function formatMoney(money: string, opts: { decimal?: string; group?: string } = {}): string {
  return formatMoneyText(money, { ...opts, symbol: '' });
}
