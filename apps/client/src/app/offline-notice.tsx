import { useTranslation } from '../shared/i18n/use-translation';
import { useOffline } from '../shared/net/connection';

/**
 * Tells the player the connection is gone, so a screen still loading reads as waiting, not broken. The live region
 * stays in the page (empty while online), so screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div aria-live="polite">
      {offline ? (
        <p className="offline-note" data-testid="offline-notice">
          {t('offline_notice')}
        </p>
      ) : null}
    </div>
  );
}
