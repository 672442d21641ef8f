import type { Game } from '@wps/contract';
import { InfiniteList, type ListQuery } from '../../../shared/ui/infinite-list';
import { useGamesTranslation } from '../i18n';
import { useFavouriteIdsQuery } from '../api/favourites';
import { useFavouriteToggle, useGameClick } from './use-game-actions';
import { GameTile } from './game-tile';

/** A grid's games and the query they come from (an infinite query pages, a plain one does not). */
export type GridSource = ListQuery & { games: Game[] };

/**
 * Tile grid: the shared infinite list with tile-shaped loading placeholders (part 1 s5, part 2 s9) and an end marker
 * once every game is shown. `emptyText` replaces the plain placeholder (a search without hits says so).
 */
export function GameGrid({ source, pageBack, label, emptyText }: { source: GridSource; pageBack?: string; label: string; emptyText?: string | undefined }) {
  const { t } = useGamesTranslation();
  const favourites = useFavouriteIdsQuery();
  const open = useGameClick(pageBack);
  const toggle = useFavouriteToggle();
  return (
    <InfiniteList
      query={source}
      items={source.games}
      testId="game-grid"
      emptyTestId="games-empty"
      emptyText={emptyText ?? t('games_empty')}
      endText={t('games_end')}
      label={label}
      className="g-grid"
      skeleton={
        <ul className="g-grid" aria-busy="true" aria-label={label}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="g-tile">
              <span className="sk g-sk-icon" />
              <span className="sk sk-line" />
            </li>
          ))}
        </ul>
      }
      render={(g) => (
        <GameTile key={g.nodeId} game={g} favourite={favourites.data?.has(g.nodeId) ?? false} onOpen={open} onToggleFavourite={toggle} />
      )}
    />
  );
}
