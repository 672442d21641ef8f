import { useCallback, useEffect, useState, type Ref } from 'react';
import { captchaCall } from '../api/session';
import { useSessionTranslation } from '../i18n';

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}-captcha`);

/** The key of this screen's captcha images, and a counter that asks for a new image. */
export function useCaptcha() {
  const [key] = useState(newKey);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { key, round, refresh };
}

interface Props {
  captchaKey: string;
  round: number;
  onRefresh: () => void;
  value: string;
  onChange: (v: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  id: string;
  error?: string;
}

/** Six-digit captcha: the server's PNG, refreshed on click (and whenever `round` changes). */
export function CaptchaField({ captchaKey, round, onRefresh, value, onChange, inputRef, id, error }: Props) {
  const { t } = useSessionTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    captchaCall(captchaKey).then(
      (png) => live && setImage(`data:image/png;base64,${png}`),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [captchaKey, round]);

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('acc_captcha')}
      </label>
      <span className="field-row">
        <input
          id={id}
          ref={inputRef}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          placeholder={t('acc_captcha_placeholder')}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!error}
        />
        <button type="button" className="captcha-img" onClick={onRefresh} aria-label={t('acc_captcha_refresh')} data-testid="captcha-image">
          {image && !failed ? <img src={image} alt="" width={120} height={40} /> : <span>{failed ? t('acc_captcha_failed') : '…'}</span>}
        </button>
      </span>
      {error ? <span className="field-error">{error}</span> : null}
    </div>
  );
}
