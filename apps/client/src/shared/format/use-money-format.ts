import { formatMoney } from '@wps/contract/lite';
import { useCallback } from 'react';
import { useSettings } from '../system/system-store';

/** Amounts as the merchant shows money: symbol + #,##0.00 with its separators. */
export function useMoneyFormat(): (amount: string, opts?: { sign?: boolean }) => string {
  const currency = useSettings()?.currency;
  return useCallback(
    (amount, opts = {}) => {
      const negative = amount.startsWith('-');
      const abs = negative ? amount.slice(1) : amount;
      const body = `${currency?.symbol ?? ''}${formatMoney(abs, currency ? { decimal: currency.decimal, group: currency.group } : {})}`;
      if (negative) return `-${body}`;
      return opts.sign && abs !== '0.00' ? `+${body}` : body;
    },
    [currency],
  );
}
