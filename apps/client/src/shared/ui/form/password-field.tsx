import { ACCOUNT_LIMITS, MEMBER_LIMITS } from '@wps/contract/lite';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { digitsUpTo } from './filters';
import { Field, type FieldProps } from './field';

export interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'end'> {
  /** A show/hide button at the end of the row (the login form has one). */
  revealable?: boolean;
}

/** A password input (at most the account password length), optionally with a show/hide toggle. */
export function PasswordField({ revealable = false, maxLength = ACCOUNT_LIMITS.passwordMax, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...field}
      type={shown ? 'text' : 'password'}
      maxLength={maxLength}
      end={
        revealable ? (
          <button type="button" className="field-toggle" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
            {shown ? t('hide_password') : t('show_password')}
          </button>
        ) : undefined
      }
    />
  );
}

const pinDigits = digitsUpTo(MEMBER_LIMITS.paymentPasswordLength);

/** The six-digit payment password: hidden, numeric keypad, digits only. */
export function PinField(field: Omit<FieldProps, 'type' | 'filter' | 'maxLength' | 'inputMode'>) {
  return (
    <Field
      autoComplete="off"
      {...field}
      type="password"
      inputMode="numeric"
      maxLength={MEMBER_LIMITS.paymentPasswordLength}
      filter={pinDigits}
    />
  );
}
