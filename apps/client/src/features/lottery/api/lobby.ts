import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame, LotteryPeriod } from '@wps/contract';
import { prizeMode } from '@wps/contract/game-rules';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { useSession } from '../../../shared/session/session-store';
import { lotteryKeys } from './lottery-keys';

/** A card shows the last drawn period: the newest two, as the newest may still be waiting for its draw. */
const RESULTS_ASKED = 2;

export const lotteryMenuQueryOptions = () =>
  queryOptions({ queryKey: lotteryKeys.menu(), queryFn: ({ signal }) => apiCall('lotteryMenu', { signal }), staleTime: STALE.catalogue });
export const useLotteryMenuQuery = () => useQuery(lotteryMenuQueryOptions());

export const lotteryListQueryOptions = () =>
  queryOptions({ queryKey: lotteryKeys.list(), queryFn: ({ signal }) => apiCall('lotteryList', { signal }), staleTime: STALE.catalogue });
/** The merchant's lotteries by game id (names and icons in the caller's language). */
export const useLotteryGamesQuery = () =>
  useQuery({ ...lotteryListQueryOptions(), select: (list) => new Map(list.map((g): [number, LotteryGame] => [g.gameId, g])) });

/** The member's recently played lotteries; none for visitors. */
export function useRecentLotteriesQuery() {
  const session = useSession();
  return useQuery({
    queryKey: lotteryKeys.recent(),
    queryFn: ({ signal }) => apiCall('lotteryMenuRecent', { signal }),
    staleTime: STALE.member,
    enabled: session !== null,
  });
}

/** The prize mode lottery launches carry (part 1 s9), from the category -> vendors mapping. */
export function usePrizeMode(): 'ELOTT' | 'LOTT' {
  const types = useQuery({
    queryKey: lotteryKeys.vendorTypes(),
    queryFn: ({ signal }) => apiCall('vassGameType', { query: { typeId: '1' }, signal }),
    staleTime: STALE.catalogue,
  });
  return prizeMode(Object.fromEntries((types.data ?? []).map((t) => [t.gameType, t.vendors.map((v) => v.vassalage)])));
}

/**
 * The draw period open for orders (TCG lotteries: period text, close and draw times; visitors get it too) or the
 * member's next draw of an in-house lottery (a visitor gets NOT_LOGGED_IN there). Kept with the session: logging in
 * or out asks again. The card asks again when the period has drawn (useRefetchAt).
 */
export function useOpenedNumeroQuery(gameId: number) {
  return useQuery({
    queryKey: lotteryKeys.numero(gameId),
    queryFn: ({ signal }) => apiCall('lotteryOpenedNumero', { query: { gameId: String(gameId) }, signal }),
    staleTime: STALE.member,
    retry: false,
  });
}

/** While a draw is due and not yet published, its results are asked for this often, for at most LATE_DRAW_MS. */
const DRAW_POLL_MS = 3000;
const LATE_DRAW_MS = 60_000;

/**
 * A game's last drawn period (null before its first draw). `expected`: the period that should be the last drawn
 * one by now (the one before the open period) and its draw time: until it shows up, the query asks again every few
 * seconds, for a minute at most (the draw may run a little after its time).
 */
export function useLastResultQuery(gameId: number, expected?: { numero: string; drawAt: Date }) {
  return useQuery({
    queryKey: lotteryKeys.results(gameId),
    queryFn: ({ signal }) => apiCall('lotteryResults', { query: { gameId: String(gameId), size: RESULTS_ASKED }, signal }),
    select: lastDrawn,
    staleTime: STALE.member,
    retry: false,
    refetchInterval: (q) => {
      if (!expected || q.state.status !== 'success') return false;
      const behind = lastDrawn(q.state.data ?? [])?.numero !== expected.numero;
      return behind && Date.now() - expected.drawAt.getTime() < LATE_DRAW_MS ? DRAW_POLL_MS : false;
    },
  });
}

const lastDrawn = (periods: LotteryPeriod[]): LotteryPeriod | null => periods.find((p) => p.result !== null) ?? null;
