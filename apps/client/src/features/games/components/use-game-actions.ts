import type { Game, SessionInfo } from '@wps/contract';
import { launchTarget, prizeMode } from '@wps/contract/game-rules';
import { TOAST_MS } from '@wps/contract/lite';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showLoading, showToast } from '../../../shared/ui/feedback';
import { openLoginPopup } from '../../../shared/session/login-popup';
import { loginPath } from '../../../shared/session/login-return';
import { getSession, useSession } from '../../../shared/session/session-store';
import { useVassGameTypesQuery } from '../api/catalogue';
import { useToggleFavouriteMutation } from '../api/favourites';
import { useGamesTranslation } from '../i18n';

/** Vendor codes per category, as the prize-mode rule reads them. */
export function useVendorsByType(): Record<string, string[]> {
  const types = useVassGameTypesQuery();
  return Object.fromEntries((types.data ?? []).map((t) => [t.gameType, t.vendors.map((v) => v.vassalage)]));
}

/** The screen on show, as the login page's way back. */
function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Game click (part 1 s4, s9): needs a session, else /m/login (the login popup on home, which has login popups, part 2
 * s2); follows the launch rules (the launch records the game as recent once it opened).
 */
export function useGameClick(pageBack?: string): (game: Game) => void {
  const session = useSession();
  const navigate = useNavigate();
  const here = useHere();
  const vendorsByType = useVendorsByType();
  return useCallback(
    (game: Game) => {
      const launch = (member: SessionInfo) => {
        const target = launchTarget(game, { merchantCode: member.merchantCode, prizeMode: prizeMode(vendorsByType), pageBack });
        navigate(`${target.path}?${new URLSearchParams(target.query).toString()}`);
      };
      if (session) return launch(session);
      // Logging in does not change what the player asked for: the popup launches the game once they are in (the
      // member who just logged in), the login page comes back to this screen.
      if (pageBack === 'home') {
        openLoginPopup(() => {
          const member = getSession();
          if (member) launch(member);
        }, 'play');
      } else navigate(loginPath(here));
    },
    [session, navigate, vendorsByType, pageBack, here],
  );
}

/** Favourite star: needs a session; loading toast, then "changes saved" for 1 s, silent on failure (part 1 s8). */
export function useFavouriteToggle(): (game: Game, add: boolean) => void {
  const session = useSession();
  const navigate = useNavigate();
  const here = useHere();
  const { t } = useGamesTranslation();
  const mutation = useToggleFavouriteMutation();
  const { mutateAsync } = mutation;
  return useCallback(
    (game: Game, add: boolean) => {
      if (!session) {
        navigate(loginPath(here));
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
    [session, navigate, t, mutateAsync, here],
  );
}
