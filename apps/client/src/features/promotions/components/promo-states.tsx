import { ErrorCode } from '@wps/contract/lite';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { usePromotionsTranslation } from '../i18n';

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

/**
 * The promotion could not be loaded: one that does not exist (or no longer) says so and leads to the list, since
 * trying again cannot help; any other failure gives the translated reason and a retry.
 */
export function PromoFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePromotionsTranslation();
  if (isApiError(error) && error.code === ErrorCode.NOT_FOUND) {
    return (
      <div className="promo-page">
        <EmptyState text={t('promo_not_found')} testId="promo-not-found" />
        <Link className="btn btn-outline btn-wide" to="/m/activity">
          {t('promo_see_all')}
        </Link>
      </div>
    );
  }
  return (
    <div className="promo-page">
      <ErrorState error={error} onRetry={onRetry} />
    </div>
  );
}
