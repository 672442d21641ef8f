import './games.css';
import { lottoH5Url } from '@wps/contract/game-rules';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { useSystemStatus } from '../../shared/system/system-store';
import { useBalanceMessages } from './api/launch';
import { useGamesTranslation } from './i18n';

/**
 * /m/lottery: embeds /m/lotto-h5/{mui}/{playType}/games/{gameId} with the session token, merchant code, css name and
 * prize mode. Close goes to /m/home when pageBack is set, else /m/game.
 */
export default function LotteryPage() {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const status = useSystemStatus();
  const [params] = useSearchParams();
  useBalanceMessages();
  if (!session) return <Navigate to="/m/login" replace />;

  const gameId = params.get('gameId') ?? '';
  const src = lottoH5Url({
    mui: params.get('mui') || session.merchantCode,
    playType: params.get('playType') === 'ent' ? 'ent' : 'trad',
    gameId,
    token: session.token,
    merchantCode: session.merchantCode,
    cssName: status?.info.mobileTemplate.css_name ?? 'default',
    prizeMode: params.get('prize_mode') || 'LOTT',
  });
  return (
    <div className="g-lottery" data-testid="lottery-page">
      <div className="g-top">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => navigate(params.get('pageBack') ? '/m/home' : '/m/game')}
        >
          {t('close')}
        </button>
      </div>
      {/^\d+$/.test(gameId) ? (
        <iframe className="g-frame" src={src} title={t('games_type_LOTT')} />
      ) : (
        <div className="g-state" role="alert">
          <p>{t('games_launch_missing')}</p>
        </div>
      )}
    </div>
  );
}
