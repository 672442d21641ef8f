import type { CSSProperties } from 'react';
import { useSettings } from '../../system/system-store';
import { moneyInput } from './filters';
import { Field, type FieldProps } from './field';

export interface AmountFieldProps extends Omit<FieldProps, 'filter' | 'inputMode' | 'wrap' | 'type'> {
  /** The currency symbol shown in the box; the merchant's by default, none when it is "". */
  symbol?: string;
}

/** A money amount: decimal keypad, digits and one point with at most 2 decimals, the currency symbol in front. */
export function AmountField({ symbol, ...field }: AmountFieldProps) {
  const currency = useSettings()?.currency.symbol ?? '';
  const sign = symbol ?? currency;
  return (
    <Field
      autoComplete="off"
      {...field}
      inputMode="decimal"
      filter={moneyInput}
      wrap={
        sign
          ? (input) => (
              <span className="field-money" style={{ '--symbol-chars': sign.length } as CSSProperties}>
                <span className="field-money-symbol" aria-hidden="true">
                  {sign}
                </span>
                {input}
              </span>
            )
          : undefined
      }
    />
  );
}
