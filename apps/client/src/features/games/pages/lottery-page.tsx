import '../games.css';
import { useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginRedirect } from '../../../shared/session/login-return';
import { errorText } from '../../../shared/api/error-text';
import { useSession } from '../../../shared/session/session-store';
import { useBalanceMessages, useLaunch } from '../api/launch';
import { useGamesTranslation } from '../i18n';

/**
 * /m/lottery: asks the launch call for the lottery (with the session's Authorization header, as every call) and embeds
 * the page it answers: /m/lotto-h5/{mui}/{playType}/games/{gameId} for the in-house lottery, with its ticket in the URL
 * fragment. No session token ever goes into a URL. Close goes to /m/home when pageBack is set, else /m/game.
 */
export default function LotteryPage() {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  useBalanceMessages();

  const gameId = params.get('gameId') ?? '';
  const valid = /^\d+$/.test(gameId);
  const prizeMode = params.get('prize_mode') || 'LOTT';
  const query = useMemo(() => ({ gameId, prize_mode: prizeMode }), [gameId, prizeMode]);
  const { launch, url, framed } = useLaunch(query, session !== null && valid);

  if (!session) return <LoginRedirect />;
  // /m/lottery alone names no game: the lottery hall lists them (a link missing its game is still an error below).
  if (!params.has('gameId')) return <Navigate to="/m/game" replace />;

  let body;
  if (!valid || launch.isError) {
    body = (
      <div className="g-state" role="alert" data-testid="launch-error">
        <p>{launch.isError ? errorText(launch.error) : t('games_launch_missing')}</p>
        {launch.isError ? (
          <div className="g-actions">
            <button type="button" className="btn btn-primary" onClick={() => void launch.refetch()}>
              {t('games_retry')}
            </button>
          </div>
        ) : null}
      </div>
    );
  } else if (!url || !framed) {
    body = (
      <div className="g-state" aria-busy="true">
        <p>{t('games_launching')}</p>
      </div>
    );
  } else {
    body = <iframe className="g-frame" src={url} title={t('games_type_LOTT')} />;
  }
  return (
    <div className="g-lottery" data-testid="lottery-page">
      {/* The page's one level-one heading (issue 33 item 27). */}
      <h1 className="sr-only">{t('games_type_LOTT')}</h1>
      <div className="g-top">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => navigate(params.get('pageBack') ? '/m/home' : '/m/game')}
        >
          {t('close')}
        </button>
      </div>
      {body}
    </div>
  );
}
