import type { APIRequestContext } from '@playwright/test';

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
