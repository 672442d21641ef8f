import type { Game } from '@wps/contract';
import type { ListQuery } from '../../../shared/ui/infinite-list';
import { ErrorState } from '../../../shared/ui/list-states';
import { useFavouriteIdsQuery } from '../api/favourites';
import { GameTile } from './game-tile';
import { useFavouriteToggle, useGameClick } from './use-game-actions';

/** How many tiles a strip shows at most: a strip is a teaser, the grid below holds them all. */
export const STRIP_SIZE = 12;

/**
 * A titled row of game tiles that scrolls sideways (the slots hall's hot and new slots). It says nothing when it has
 * no games: the grid under it carries the hall's empty state.
 */
export function SlotsStrip({ title, query, games, testId }: { title: string; query: ListQuery; games: Game[]; testId: string }) {
  const favourites = useFavouriteIdsQuery();
  const open = useGameClick();
  const toggle = useFavouriteToggle();
  if (!query.isPending && !query.isError && games.length === 0) return null;
  return (
    <section className="sl-strip" aria-label={title} data-testid={testId}>
      <h2 className="sl-title">{title}</h2>
      {query.isPending ? (
        <ul className="sl-row" aria-busy="true" aria-label={title}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="g-tile">
              <span className="sk g-sk-icon" />
              <span className="sk sk-line" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="sl-row" aria-label={title}>
          {games.slice(0, STRIP_SIZE).map((g) => (
            <GameTile key={g.nodeId} game={g} favourite={favourites.data?.has(g.nodeId) ?? false} onOpen={open} onToggleFavourite={toggle} />
          ))}
        </ul>
      )}
    </section>
  );
}
