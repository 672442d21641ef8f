import { expect, type APIRequestContext, type FrameLocator } from '@playwright/test';

export interface ListedGame {
  gameId: number;
  nodeId: string;
  gameName: string;
  displayName: string;
  gameCode: string;
  vassalage: string;
  iconUrl: string;
}

/** The game list call as a visitor, for finding test subjects by their data rather than by guessing. */
export async function listGames(request: APIRequestContext, query: Record<string, string>): Promise<{ games: ListedGame[]; totalCount: number }> {
  const res = await request.get(`/wps/relay/GCSGAME_gameList?${new URLSearchParams(query).toString()}`);
  if (!res.ok()) throw new Error(`game list answered ${res.status()}`);
  return ((await res.json()) as { value: { games: ListedGame[]; totalCount: number } }).value;
}

/** Waits until the table's betting window is open with time left for a few clicks. */
export async function windowOpen(game: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () => {
        const phase = await game.getByTestId('sim-phase').textContent();
        const left = Number.parseInt((await game.getByTestId('sim-countdown').textContent()) ?? '', 10);
        return phase === 'Place your bets' && left >= 6;
      },
      { timeout: 40_000, intervals: [500] },
    )
    .toBe(true);
}
