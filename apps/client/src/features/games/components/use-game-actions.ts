import type { Game } from '@wps/contract';
import { launchTarget, prizeMode } from '@wps/contract/game-rules';
import { TOAST_MS } from '@wps/contract/lite';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { showLoading, showToast } from '../../../shared/ui/feedback';
import { openLoginPopup } from '../../../shared/session/login-popup';
import { useSession } from '../../../shared/session/session-store';
import { useVassGameTypesQuery } from '../api/catalogue';
import { useToggleFavouriteMutation } from '../api/favourites';
import { addRecentGame } from '../api/recent';
import { useGamesTranslation } from '../i18n';

/** Vendor codes per category, as the prize-mode rule reads them. */
export function useVendorsByType(): Record<string, string[]> {
  const types = useVassGameTypesQuery();
  return Object.fromEntries((types.data ?? []).map((t) => [t.gameType, t.vendors.map((v) => v.vassalage)]));
}

/**
 * Game click (part 1 s4, s9): needs a session, else /m/login (the login popup on home, which has login popups, part 2
 * s2); records the game as recent; follows the launch rules.
 */
export function useGameClick(pageBack?: string): (game: Game) => void {
  const session = useSession();
  const navigate = useNavigate();
  const vendorsByType = useVendorsByType();
  return useCallback(
    (game: Game) => {
      if (!session) {
        if (pageBack === 'home') openLoginPopup();
        else navigate('/m/login');
        return;
      }
      void addRecentGame(game.nodeId, game.vassalage);
      const target = launchTarget(game, { merchantCode: session.merchantCode, prizeMode: prizeMode(vendorsByType), pageBack });
      navigate(`${target.path}?${new URLSearchParams(target.query).toString()}`);
    },
    [session, navigate, vendorsByType, pageBack],
  );
}

/** Favourite star: needs a session; loading toast, then "changes saved" for 1 s, silent on failure (part 1 s8). */
export function useFavouriteToggle(): (game: Game, add: boolean) => void {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useGamesTranslation();
  const mutation = useToggleFavouriteMutation();
  const { mutateAsync } = mutation;
  return useCallback(
    (game: Game, add: boolean) => {
      if (!session) {
        navigate('/m/login');
        return;
      }
      void (async () => {
        const hide = await showLoading(t('in_please_wait'), TOAST_MS.favouriteLoading);
        try {
          await mutateAsync({ game, add });
          hide();
          await showToast(t('games_saved'), TOAST_MS.saved);
        } catch {
          hide();
        }
      })();
    },
    [session, navigate, t, mutateAsync],
  );
}
