import { useId } from 'react';
import { useGamesTranslation } from '../i18n';

/** Game search: runs on every keystroke; the queries it drives cancel their stale requests. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useGamesTranslation();
  const id = useId();
  return (
    <div className="g-search" role="search">
      <label htmlFor={id} className="g-sr">
        {t('games_search_label')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={60}
        placeholder={t('games_search_placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
