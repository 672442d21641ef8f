import './list-states.css';
import { errorText } from '../api/error-text';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from './icons';

/** List placeholder while loading: shapes, not a spinner. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="ls-skeleton" aria-busy="true" aria-live="polite">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sk sk-block ls-sk-row" />
      ))}
    </div>
  );
}

export function EmptyState({ text, testId }: { text: string; testId?: string | undefined }) {
  return (
    <div className="ls-empty" role="status" data-testid={testId}>
      <Icon viewBox="0 0 64 64" size={64} stroke="var(--c-primary)" strokeWidth={2} d="M10 26h44">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="var(--c-primary-soft)" />
      </Icon>
      <p>{text}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ls-error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
