import { useState } from 'react';

/** Shown when a game's icon cannot be loaded (spec: default image on error). */
export const DEFAULT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="#8a93a6"/>' +
      '<path d="M30 62l14-18 10 12 8-9 12 15z" fill="#fff" opacity=".85"/><circle cx="64" cy="36" r="7" fill="#fff" opacity=".85"/></svg>',
  );

/** Lazy icon with a fixed square box (no layout shift) that falls back to the default image. */
export function GameIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="g-icon"
      src={failed ? DEFAULT_ICON : src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      data-testid="game-icon"
      data-fallback={failed ? '1' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
