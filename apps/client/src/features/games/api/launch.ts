import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, TOAST_MS } from '@wps/contract/lite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { apiCall } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/ui/feedback';
import { SESSION_SCOPE } from '../../../shared/query/query-client';
import { gameKeys } from './games-keys';
import { addRecentGame } from './recent';

/**
 * A launch and where it leads: a page of this site is shown in a frame (`framed`), another site's page replaces this
 * one as soon as its URL is known.
 */
export function useLaunch(query: Record<string, string>, enabled: boolean) {
  const launch = useLaunchQuery(query, enabled);
  const url = launch.data?.url;
  const framed = url ? new URL(url, window.location.href).origin === window.location.origin : false;
  useEffect(() => {
    if (url && !framed) window.location.assign(url);
  }, [url, framed]);
  return { launch, url, framed };
}

/**
 * Every launch asks anew: a launch URL carries a fresh ticket and must never come from a cache. A game becomes recent
 * once its launch succeeded (not when its tile is tapped: a game that never opened is not one the member played).
 */
export function useLaunchQuery(query: Record<string, string>, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...gameKeys.member, 'launch', query],
    queryFn: async ({ signal }) => {
      const launched = await apiCall('launchGame', { query, signal });
      const nodeId = query.nodeId ?? query.gameId;
      // Recorded before the game shows (it never fails), so leaving the game at once still leaves it recent.
      if (nodeId) {
        await addRecentGame(nodeId, query.vendor);
        void client.invalidateQueries({ queryKey: [...gameKeys.member, 'recentList'] });
      }
      return launched;
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The operator switched the game's vendor off: a refusal to tell as such, not as a generic failure with a retry. */
export const isVendorOff = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.VENDOR_DISABLED;

/**
 * A launch refused because its vendor is off: the translated reason as a toast, then back to the list the game was
 * chosen from (`back`). Retrying cannot help, so the launch page shows no retry for it. The game never became recent:
 * that happens only after a launch succeeded (useLaunchQuery).
 */
export function useVendorOffReturn(error: unknown, back: () => void): void {
  const { t } = useTranslation();
  const off = isVendorOff(error);
  const latest = useRef(back);
  useEffect(() => {
    latest.current = back;
  });
  useEffect(() => {
    if (!off) return;
    void showToast(t('err_vendor_disabled'), TOAST_MS.short);
    latest.current();
  }, [off, t]);
}

/**
 * In-house game pages post {type: 'wps:balance'} after each round; the member's wallet queries (the header balance)
 * refetch. Matched by the session key prefix so this feature needs nothing from the wallet feature. Their Deposit
 * button (after "Insufficient balance") posts {type: 'wps:deposit'}: the deposit screen opens in place of the game.
 * Leaving the game page refetches them too: an aggregator's game posts nothing, and a transfer-mode vendor's balance
 * moved on its side (the server answers it stale and refreshes it; the balance query asks again until it is fresh).
 */
export function useBalanceMessages(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => () => void client.invalidateQueries({ queryKey: [SESSION_SCOPE, 'wallet'] }), [client]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data?.type === 'wps:balance') void client.invalidateQueries({ queryKey: [SESSION_SCOPE, 'wallet'] });
      if (data?.type === 'wps:deposit') void navigate('/m/voucherCenter');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, navigate]);
}
