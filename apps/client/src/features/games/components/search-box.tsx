import { useId } from 'react';
import { Icon } from '../../../shared/ui/icons';
import { useGamesTranslation } from '../i18n';

/** Game search: runs on every keystroke; the queries it drives cancel their stale requests. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useGamesTranslation();
  const id = useId();
  return (
    <div className="g-search" role="search">
      <label htmlFor={id} className="sr-only">
        {t('games_search_label')}
      </label>
      <Icon size={18} strokeWidth={2} d="M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M16 16l4.5 4.5" />
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
