import { useEffect, useState } from 'react';
import { THROTTLE_MS, TOAST_MS } from '@wps/contract/lite';
import type { CodeSent } from '@wps/contract';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { showLoading, showToast } from '../feedback';

export interface CodeButtonTexts {
  /** The button at rest ("Get code"). */
  get: string;
  /** While the call runs (also the loading toast). */
  sending: string;
  /** The toast once sent. */
  sent: string;
  /** The countdown label. */
  countdown: (seconds: number) => string;
}

export interface CodeButtonProps {
  /** The number (or address) is valid: a code may be requested. */
  ready: boolean;
  send: () => Promise<CodeSent>;
  /** Shown when `ready` is false and the button is pressed. */
  notReadyText: string;
  texts: CodeButtonTexts;
}

/** When the server says another code may be asked for: a send's expirationTime, or a refusal's retryAfterMs. */
function nextAllowed(e: unknown): number | null {
  if (!isApiError(e) || e.code !== 'RATE_LIMITED') return null;
  const wait = (e.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof wait === 'number' && wait > 0 ? Date.now() + wait : null;
}

/**
 * The request-a-code button at the end of a code field (spec part 1 s4): "sending" while the call runs, "sent" on
 * success, then a seconds countdown ticking every 500 ms to the answer's expirationTime, the moment the server takes
 * another request (the code itself stays valid longer); a refused request counts down its retryAfterMs. Then the
 * button's label again. Texts come from the feature that shows it.
 */
export function CodeButton({ ready, send, notReadyText, texts }: CodeButtonProps) {
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

  const countTo = (at: number) => {
    setNow(Date.now());
    setUntil(at);
  };

  const onClick = async () => {
    if (busy || counting) return;
    if (!ready) return void showToast(notReadyText, TOAST_MS.default);
    setBusy(true);
    const close = await showLoading(texts.sending, TOAST_MS.smsSending);
    try {
      const { expirationTime } = await send();
      close();
      void showToast(texts.sent, TOAST_MS.default);
      countTo(expirationTime);
    } catch (e) {
      close();
      void showToast(errorText(e), TOAST_MS.default);
      const at = nextAllowed(e);
      if (at) countTo(at);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="field-toggle code-btn" data-testid="sms-button" onClick={onClick} disabled={busy || counting} aria-live="polite">
      {busy ? texts.sending : counting ? texts.countdown(seconds) : texts.get}
    </button>
  );
}
