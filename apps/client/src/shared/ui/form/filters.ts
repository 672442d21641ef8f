import { MONEY_INPUT } from '@wps/contract/lite';

/** What a field keeps of what was typed or pasted, before its value changes. */
export type InputFilter = (raw: string) => string;

/** Digits only (codes, numbers, card numbers). */
export const onlyDigits: InputFilter = (raw) => raw.replace(/\D/g, '');

/** Digits only, at most `n` of them (the payment password). */
export const digitsUpTo =
  (n: number): InputFilter =>
  (raw) =>
    onlyDigits(raw).slice(0, n);

/**
 * A money amount as it is typed: digits and one decimal point, at most 12 whole digits and 2 decimals (what
 * `isMoneyAmount` accepts once complete). "1,234.567" becomes "1234.56"; a lone "." or "12." stays while typing.
 */
export const moneyInput: InputFilter = (raw) => {
  const clean = raw.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  if (dot < 0) return clean.slice(0, MONEY_INPUT.wholeDigits);
  const whole = clean.slice(0, dot).slice(0, MONEY_INPUT.wholeDigits);
  const fraction = clean
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MONEY_INPUT.decimals);
  return `${whole}.${fraction}`;
};
