import { useId, useState } from 'react';
import { RG_REALITY_MINUTES, RG_SESSION_LIMIT_MINUTES } from '@wps/contract/lite';
import type { RgPlaySettings, RgState } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { Chips, FormError, FormSuccess, SubmitButton } from '../../../shared/ui/form';
import { usePlaySettingsMutation } from '../api/play';
import { useRgTranslation } from '../i18n';

const NONE = 'none';

/** The session time limit and the reality-check interval (RTS 13C): chosen here, kept and enforced by the server. */
export function PlaySettings({ play }: { play: RgState['play'] }) {
  const { t } = useRgTranslation();
  const id = useId();
  const mutation = usePlaySettingsMutation();
  const [limit, setLimit] = useState(play.sessionLimitMinutes === null ? NONE : String(play.sessionLimitMinutes));
  const [reality, setReality] = useState(play.realityMinutes === null ? NONE : String(play.realityMinutes));
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const minutes = (values: readonly number[]) => [{ value: NONE, label: t('rg_none') }, ...values.map((m) => ({ value: String(m), label: t('rg_minutes', { count: m }) }))];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone('');
    setError('');
    const body = {
      sessionLimitMinutes: limit === NONE ? null : Number(limit),
      realityMinutes: reality === NONE ? null : Number(reality),
    } as RgPlaySettings;
    mutation.mutate(body, { onSuccess: () => setDone(t('rg_play_saved')), onError: (err) => setError(errorText(err)) });
  };
  return (
    <form className="mn-card rg-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="rg-play">
      <h2 id={`${id}-title`}>{t('rg_play')}</h2>
      <p className="mn-note">{t('rg_play_note')}</p>
      <Chips label={t('rg_session_limit')} value={limit} onChange={setLimit} options={minutes(RG_SESSION_LIMIT_MINUTES)} />
      <Chips label={t('rg_reality')} value={reality} onChange={setReality} options={minutes(RG_REALITY_MINUTES)} />
      <FormError>{error}</FormError>
      {done ? <FormSuccess>{done}</FormSuccess> : null}
      <SubmitButton busy={mutation.isPending}>{t('rg_play_save')}</SubmitButton>
    </form>
  );
}
