import { useEffect, useState } from 'react';
import { THROTTLE_MS, TOAST_MS } from '@wps/contract/lite';
import type { CodeSent } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { showLoading, showToast } from '../../../shared/ui/feedback';
import { useSessionTranslation } from '../i18n';

interface Props {
  /** The number (or address) is valid: a code may be requested. */
  ready: boolean;
  send: () => Promise<CodeSent>;
  /** Shown when `ready` is false and the button is pressed. */
  notReadyText: string;
  label?: string;
}

/**
 * Fetch-code button (spec part 1 s4): "sending" while the call runs, "sent" on success, then a seconds countdown to
 * the server's expirationTime ticking every 500 ms, then the fetch label again.
 */
export function SmsButton({ ready, send, notReadyText, label }: Props) {
  const { t } = useSessionTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= until) clearInterval(timer);
    }, THROTTLE_MS.smsCountdownTick);
    return () => clearInterval(timer);
  }, [until]);

  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const counting = seconds > 0;

  const onClick = async () => {
    if (busy || counting) return;
    if (!ready) return void showToast(notReadyText, TOAST_MS.default);
    setBusy(true);
    const close = await showLoading(t('in_sms_sending'), TOAST_MS.smsSending);
    try {
      const { expirationTime } = await send();
      close();
      void showToast(t('in_sms_send'), TOAST_MS.default);
      setNow(Date.now());
      setUntil(expirationTime);
    } catch (e) {
      close();
      void showToast(errorText(e), TOAST_MS.default);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="field-toggle sms-btn" data-testid="sms-button" onClick={onClick} disabled={busy || counting} aria-live="polite">
      {busy ? t('in_sms_sending') : counting ? t('acc_sms_countdown', { seconds }) : (label ?? t('acc_get_code'))}
    </button>
  );
}
