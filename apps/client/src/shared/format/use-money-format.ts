import { formatMoneyText } from '@wps/contract/lite';
import { useCallback } from 'react';
import { useSettings } from '../system/system-store';

/**
 * Amounts as the merchant shows money (the one format, as the header's balance): symbol + #,##0.00, its separators.
 * `symbol: false` leaves the symbol out, for text inside an amount box, which shows the symbol itself (AmountField).
 */
export function useMoneyFormat(): (amount: string, opts?: { sign?: boolean; symbol?: boolean }) => string {
  const currency = useSettings()?.currency;
  return useCallback(
    (amount, opts = {}) => {
      const symbol = opts.symbol === false ? '' : (currency?.symbol ?? '');
      const text = formatMoneyText(amount, { symbol, decimal: currency?.decimal, group: currency?.group });
      return opts.sign && !amount.startsWith('-') && /[1-9]/.test(amount) ? `+${text}` : text;
    },
    [currency],
  );
}

/** The colour class of a signed amount: "is-in" above zero, "is-out" below, none for zero (neither won nor lost). */
export const signTone = (amount: string): string => (!/[1-9]/.test(amount) ? '' : amount.startsWith('-') ? 'is-out' : 'is-in');
