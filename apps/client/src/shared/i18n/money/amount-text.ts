import { amountProblem } from '@wps/contract/lite';

type Translate = (key: string, vars?: Record<string, string>) => string;

/**
 * What a money form says of an amount by the contract's rule (amountProblem, which the server runs too): in words,
 * with the limit it broke ("Below the minimum of ￥100.00"); null when it may be sent.
 */
export function amountProblemText(
  amount: string,
  limits: { min?: string; max?: string; balance?: string },
  t: Translate,
  fmt: (amount: string) => string,
): string | null {
  switch (amountProblem(amount.trim(), limits)) {
    case 'invalid':
      return t('mn_amount_invalid');
    case 'below':
      return t('mn_amount_below', { min: fmt(limits.min ?? '') });
    case 'above':
      return t('mn_amount_above', { max: fmt(limits.max ?? '') });
    case 'funds':
      return t('err_insufficient_funds');
    default:
      return null;
  }
}
