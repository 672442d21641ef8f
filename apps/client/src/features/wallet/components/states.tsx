import { errorText } from '../../../shared/api/error-text';
import { useMoneyTranslation } from '../i18n';

/** List placeholder while loading: shapes, not a spinner. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="mn-skeleton" aria-busy="true" aria-live="polite">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sk sk-block mn-sk-row" />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useMoneyTranslation();
  return (
    <div className="mn-empty" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="var(--c-primary-soft)" stroke="var(--c-primary)" strokeWidth="2" />
        <path d="M10 26h44" stroke="var(--c-primary)" strokeWidth="2" />
      </svg>
      <p>{text ?? t('mn_empty')}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useMoneyTranslation();
  return (
    <div className="mn-error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
