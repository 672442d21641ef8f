import { ErrorState } from '../../../shared/ui/list-states';

/** Placeholder of a promotion screen while its promotion loads: shapes, not a spinner. */
export function PromoPending({ banner = false }: { banner?: boolean }) {
  return (
    <div className="promo-page" aria-busy="true">
      {banner ? <div className="sk sk-block promo-banner" /> : null}
      <div className="sk sk-block promo-sk-title" />
      <div className="sk sk-block promo-sk-body" />
    </div>
  );
}

/** The promotion could not be loaded: the translated reason and a retry. */
export function PromoFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="promo-page">
      <ErrorState error={error} onRetry={onRetry} />
    </div>
  );
}
