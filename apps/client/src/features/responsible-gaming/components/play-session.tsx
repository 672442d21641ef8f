import '../responsible-gaming.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode } from '@wps/contract/lite';
import type { RgPlay } from '@wps/contract';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/api/error-text';
import { clearSession, useSession } from '../../../shared/session/session-store';
import { useSettings } from '../../../shared/system/system-store';
import { CentreDialog } from '../../../shared/ui/centre-dialog';
import { showToast } from '../../../shared/ui/feedback';
import { usePlayQuery, usePromptSeenMutation, useRealityMutation } from '../api/play';
import { useRgStateQuery } from '../api/responsible-gaming';
import { useRgTranslation } from '../i18n';

const SESSION_END_TOAST_MS = 6_000;

/** h:mm:ss (or m:ss) of a duration in milliseconds. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The session's time played, ticking each second from the server's start (its own clock offset taken out). */
function usePlayed(play: RgPlay | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (play) setOffset(Date.parse(play.now) - Date.now());
  }, [play]);
  return play ? now + offset - Date.parse(play.startedAt) : 0;
}

/**
 * Around a game page (in-house games, the lottery, an aggregator's frame; composed in app/): a small bar with the
 * session clock and the net position, and the reality check over the game when the server says one is due, with
 * "continue" and "stop playing" (which leaves the game). When the session limit is reached the server ends the
 * session: the member is logged out with its message.
 */
export function PlaySession({ children }: { children: ReactNode }) {
  const { t } = useRgTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const q = usePlayQuery(session !== null);
  const reality = useRealityMutation();
  const played = usePlayed(q.data);
  const symbol = useSettings()?.currency.symbol ?? '';
  const titleId = useId();
  const [error, setError] = useState('');

  const failure = q.error;
  useEffect(() => {
    if (isApiError(failure) && failure.code === ErrorCode.RG_SESSION_LIMIT) {
      void showToast(errorText(failure), SESSION_END_TOAST_MS);
      clearSession();
    }
  }, [failure]);

  const answer = (a: 'continue' | 'stop') => {
    setError('');
    reality.mutate(
      { answer: a },
      {
        onSuccess: () => {
          if (a === 'stop') void navigate('/m/home');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const play = q.data;
  const money = (amount: string) => (amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`);
  return (
    <>
      {play ? (
        <div className="rg-bar" role="status" aria-live="off" data-testid="rg-play-bar">
          <span>{t('rg_bar_time', { time: clock(played) })}</span>
          <span>{t('rg_bar_net', { amount: money(play.net) })}</span>
        </div>
      ) : null}
      {play && !play.realityDue ? <FirstWagerPrompt /> : null}
      {children}
      <CentreDialog open={Boolean(play?.realityDue)} onClose={() => undefined} bodyClassName="rg-reality" labelledBy={titleId} testId="rg-reality">
        {play ? (
          <>
            <h2 id={titleId}>{t('rg_reality_title')}</h2>
            <p>{t('rg_reality_body', { time: clock(played), amount: money(play.net) })}</p>
            {error ? (
              <p className="mn-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="rg-actions">
              <button type="button" className="btn btn-primary btn-wide" onClick={() => answer('continue')} disabled={reality.isPending} data-autofocus>
                {t('rg_reality_continue')}
              </button>
              <button type="button" className="btn btn-outline btn-wide" onClick={() => answer('stop')} disabled={reality.isPending}>
                {t('rg_reality_stop')}
              </button>
            </div>
          </>
        ) : null}
      </CentreDialog>
    </>
  );
}

/**
 * Before a new member's first wager (RTS 12A): the limits are offered once, above the game (not over it), "set limits"
 * or "not now"; the server remembers the answer, and stops offering once the member has bet.
 */
function FirstWagerPrompt() {
  const { t } = useRgTranslation();
  const navigate = useNavigate();
  const state = useRgStateQuery();
  const seen = usePromptSeenMutation();
  const id = useId();
  if (!state.data?.promptDue || seen.isSuccess) return null;
  const answer = (set: boolean) =>
    seen.mutate(undefined, {
      onSuccess: () => {
        if (set) void navigate('/m/responsibleGaming');
      },
    });
  return (
    <section className="rg-prompt" aria-labelledby={id} data-testid="rg-prompt">
      <h2 id={id}>{t('rg_prompt_title')}</h2>
      <p>{t('rg_prompt_body')}</p>
      <div className="rg-prompt-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => answer(true)} disabled={seen.isPending}>
          {t('rg_prompt_set')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => answer(false)} disabled={seen.isPending}>
          {t('rg_prompt_later')}
        </button>
      </div>
    </section>
  );
}
