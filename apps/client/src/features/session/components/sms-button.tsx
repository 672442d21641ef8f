import type { CodeSent } from '@wps/contract';
import { CodeButton } from '../../../shared/ui/form';
import { useSessionTranslation } from '../i18n';

interface Props {
  /** The number (or address) is valid: a code may be requested. */
  ready: boolean;
  send: () => Promise<CodeSent>;
  /** Shown when `ready` is false and the button is pressed. */
  notReadyText: string;
}

/** The session screens' fetch-code button: the shared CodeButton with this feature's texts (spec part 1 s4, s8). */
export function SmsButton(props: Props) {
  const { t } = useSessionTranslation();
  const texts = { get: t('acc_get_code'), sending: t('in_sms_sending'), sent: t('in_sms_send'), countdown: (seconds: number) => t('acc_sms_countdown', { seconds }) };
  return <CodeButton {...props} texts={texts} />;
}
