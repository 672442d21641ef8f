import type { LotteryGame } from '@wps/contract';
import { launchTarget } from '@wps/contract/game-rules';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../shared/session/login-return';
import { useSession } from '../../../shared/session/session-store';
import { usePrizeMode } from '../api/lobby';

/**
 * Opens a lottery on the lottery launch page, by the launch rules the game list follows (part 1 s9); a visitor goes
 * to login first and comes back to the hall. Without pageBack, the page's close control returns here (/m/game).
 */
export function useOpenLottery(): (game: LotteryGame) => void {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mode = usePrizeMode();
  return useCallback(
    (game: LotteryGame) => {
      if (!session) return void navigate(loginPath(pathname + search));
      const target = launchTarget(
        { gameId: game.gameId, nodeId: String(game.gameId), gameType: game.gameType, vassalage: '', gameCode: game.gameCode, gameGroupId: null, lottoMode: game.lottoMode },
        { merchantCode: session.merchantCode, prizeMode: mode },
      );
      navigate(`${target.path}?${new URLSearchParams(target.query).toString()}`);
    },
    [session, navigate, pathname, search, mode],
  );
}
