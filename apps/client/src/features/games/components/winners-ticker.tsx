import type { RankEntry } from '@wps/contract';
import { useId } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useReducedMotion } from '../../../shared/ui/use-reduced-motion';
import { useGamesTranslation } from '../i18n';

/** Under reduced motion the ticker stands still and lists this many of the biggest wins. */
export const STILL_ENTRIES = 3;

/**
 * Home winners ticker (GCSGAME_getRankList): recent big wins scrolling by. The moving copy is hidden from assistive
 * technology, which reads a still list instead; with reduced motion that list is what everyone sees. Nothing shows
 * while there are no wins.
 */
export function WinnersTicker({ entries }: { entries: RankEntry[] }) {
  const { t } = useGamesTranslation();
  const money = useMoneyFormat();
  const still = useReducedMotion();
  const titleId = useId();
  if (entries.length === 0) return null;
  const text = (e: RankEntry) => t('games_winner_entry', { player: e.player, amount: money(e.amount), game: e.gameName });
  const list = (shown: RankEntry[], className: string) => (
    <ul className={className}>
      {shown.map((e, i) => (
        <li key={i}>{text(e)}</li>
      ))}
    </ul>
  );
  return (
    <section className="g-winners" aria-labelledby={titleId} data-testid="home-winners" data-still={still || undefined}>
      <h2 id={titleId} className="g-winners-title">
        {t('games_winners')}
      </h2>
      {still ? (
        list(entries.slice(0, STILL_ENTRIES), 'g-winners-still')
      ) : (
        <>
          <div className="g-winners-track" aria-hidden="true">
            <span className="g-winners-run" style={{ animationDuration: `${Math.max(12, entries.length * 5)}s` }}>
              {entries.map((e, i) => (
                <span key={i} className="g-winners-item">
                  {text(e)}
                </span>
              ))}
            </span>
          </div>
          {list(entries, 'sr-only')}
        </>
      )}
    </section>
  );
}
