import { ACCOUNT_LIMITS } from '@wps/contract/lite';
import type { CodeSent } from '@wps/contract';
import { DigitsField, type FieldProps } from '../../../shared/ui/form';
import { SmsButton } from './sms-button';

type CodeFieldProps = Omit<FieldProps, 'end' | 'filter'> & {
  /** The number or address is valid: a code may be requested. */
  ready: boolean;
  /** Shown when the button is pressed before `ready`. */
  notReadyText: string;
  send: () => Promise<CodeSent>;
};

/** A code sent by SMS or e-mail (digits, at most 10) with its request button at the end of the row. */
export function CodeField({ ready, notReadyText, send, ...field }: CodeFieldProps) {
  return (
    <DigitsField
      autoComplete="one-time-code"
      maxLength={ACCOUNT_LIMITS.smsCodeMax}
      {...field}
      end={<SmsButton ready={ready} notReadyText={notReadyText} send={send} />}
    />
  );
}
