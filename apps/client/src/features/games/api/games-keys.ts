import { SESSION_SCOPE } from '../../../shared/query/query-client';

export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  /** Slots hall: SLOT of the RNG category; '1' for new games only. */
  gameClassify?: string;
  isNew?: string;
}

/** Catalogue keys are shared by everyone; favourites and recent belong to the session and go with it. */
export const gameKeys = {
  catalogue: ['games'] as const,
  types: () => [...gameKeys.catalogue, 'types'] as const,
  list: (f: GameListFilter) => [...gameKeys.catalogue, 'list', f] as const,
  hot: (gameType?: string) => [...gameKeys.catalogue, 'hot', gameType ?? ''] as const,
  announcements: () => [...gameKeys.catalogue, 'announcements'] as const,
  rankList: () => [...gameKeys.catalogue, 'rankList'] as const,
  member: [SESSION_SCOPE, 'games'] as const,
  favouriteIds: () => [...gameKeys.member, 'favouriteIds'] as const,
  favouriteList: (gameType?: string) => [...gameKeys.member, 'favouriteList', gameType ?? ''] as const,
  recentList: (gameType?: string) => [...gameKeys.member, 'recentList', gameType ?? ''] as const,
};
