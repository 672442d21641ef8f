import { ACCOUNT_LIMITS } from '@wps/contract/lite';
import { useCallback, useEffect, useState, type Ref } from 'react';
import { DigitsField } from '../../../shared/ui/form';
import { captchaCall } from '../api/session';
import { useSessionTranslation } from '../i18n';
import { randomId } from '../../../shared/api/request-id';


/** The key of this screen's captcha images, and a counter that asks for a new image. */
export function useCaptcha() {
  const [key] = useState(randomId);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { key, round, refresh };
}

interface Props {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (v: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * Six-digit captcha: the server's PNG, refreshed on click (and whenever the captcha's round changes). The picture is
 * as wide as its answer needs (platform/captcha.ts), so it is shown at the field's height and its own width, never
 * cropped; its alternative text names it and never gives the code away.
 */
export function CaptchaField({ captcha, value, onChange, inputRef, error }: Props) {
  const { t } = useSessionTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { key, round, refresh } = captcha;

  useEffect(() => {
    let live = true;
    setFailed(false);
    captchaCall(key).then(
      (png) => live && setImage(`data:image/png;base64,${png}`),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  return (
    <DigitsField
      label={t('acc_captcha')}
      name="captcha"
      maxLength={ACCOUNT_LIMITS.captchaLength}
      placeholder={t('acc_captcha_placeholder')}
      value={value}
      onChange={onChange}
      inputRef={inputRef}
      error={error}
      end={
        <button type="button" className="captcha-img" onClick={refresh} aria-label={t('acc_captcha_refresh')} data-testid="captcha-image">
          {image && !failed ? <img src={image} alt={t('acc_captcha_alt')} /> : <span>{failed ? t('acc_captcha_failed') : '…'}</span>}
        </button>
      }
    />
  );
}
