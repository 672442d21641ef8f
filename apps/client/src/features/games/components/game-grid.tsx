import type { Game } from '@wps/contract';
import { INFINITE_SCROLL } from '@wps/contract/lite';
import { useEffect, useRef } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useGamesTranslation } from '../i18n';
import { useFavouriteIdsQuery } from '../api/favourites';
import { useFavouriteToggle, useGameClick } from './use-game-actions';
import { GameTile } from './game-tile';

export interface GridSource {
  games: Game[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/**
 * Tile grid with loading, empty and error-with-retry states. Loads the next page when the end comes within
 * 300 px, at most once a second (part 2 s9).
 */
export function GameGrid({ source, pageBack, label }: { source: GridSource; pageBack?: string; label: string }) {
  const { t } = useGamesTranslation();
  const favourites = useFavouriteIdsQuery();
  const open = useGameClick(pageBack);
  const toggle = useFavouriteToggle();
  const sentinel = useRef<HTMLDivElement>(null);
  const lastLoad = useRef(0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = source;

  useEffect(() => {
    const el = sentinel.current;
    // Without IntersectionObserver (very old browsers) the grid shows its first page only.
    if (!el || !hasNextPage || !fetchNextPage || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryLoad = () => {
      if (isFetchingNextPage || isError) return;
      const wait = lastLoad.current + INFINITE_SCROLL.minIntervalMs - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          tryLoad();
        }, wait);
        return;
      }
      lastLoad.current = Date.now();
      void fetchNextPage();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && tryLoad(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px`,
    });
    io.observe(el);
    return () => {
      io.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  if (source.isPending) {
    return (
      <ul className="g-grid" aria-busy="true" aria-label={label}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="g-tile">
            <span className="sk g-sk-icon" />
            <span className="sk sk-line" />
          </li>
        ))}
      </ul>
    );
  }
  if (source.isError && source.games.length === 0) {
    return (
      <div className="g-state" role="alert">
        <p>{errorText(source.error)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void source.refetch()}>
          {t('games_retry')}
        </button>
      </div>
    );
  }
  if (source.games.length === 0) {
    return (
      <div className="g-state" data-testid="games-empty">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <rect x="8" y="14" width="48" height="36" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="24" cy="32" r="4" fill="currentColor" />
          <circle cx="40" cy="32" r="4" fill="currentColor" />
        </svg>
        <p>{t('games_empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="g-grid" aria-label={label} data-testid="game-grid">
        {source.games.map((g) => (
          <GameTile
            key={g.nodeId}
            game={g}
            favourite={favourites.data?.has(g.nodeId) ?? false}
            onOpen={open}
            onToggleFavourite={toggle}
          />
        ))}
      </ul>
      <div ref={sentinel} className="g-sentinel" aria-hidden="true" />
      {source.isFetchingNextPage ? <p className="g-more">{t('games_loading_more')}</p> : null}
      {source.isError ? (
        <div className="g-state" role="alert">
          <p>{errorText(source.error)}</p>
          <button type="button" className="btn btn-outline" onClick={() => void source.fetchNextPage?.()}>
            {t('games_retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}
