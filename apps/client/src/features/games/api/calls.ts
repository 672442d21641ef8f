import type {
  Announcements,
  FavouriteList,
  Game,
  GameList,
  LaunchResult,
  RecentList,
  VassGameType,
} from '@wps/contract';

// The games feature's calls, added to the API client's table by module augmentation (see shared/api/client.ts).
declare module '../../../shared/api/client' {
  interface CallValues {
    vassGameType: VassGameType[];
    gameList: GameList;
    hotGames: Game[];
    favouriteAdd: null;
    favouriteRemove: null;
    favouriteIds: string[];
    favouriteList: FavouriteList;
    recentAdd: null;
    recentList: RecentList;
    launchGame: LaunchResult;
    announcements: Announcements;
  }
  interface CallBodies {
    favouriteAdd: { nodeId: string; vendor: string };
  }
}

/** Query parameters the original client sends with every catalogue call. */
export const PLATFORM_QUERY = { platform: 'html5', clientType: '2' } as const;
