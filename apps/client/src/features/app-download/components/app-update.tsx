import '../app-download.css';
import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useAppDownloadTranslation } from '../i18n';

/**
 * Registers the service worker (vite.config.ts, `pwa`) and, when a new build's worker is waiting, asks the player to
 * update: the running page keeps its files until they choose (then the new worker takes over and the page reloads),
 * so a deploy never breaks a screen in use. "Later" leaves it for the next visit.
 */
export default function AppUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  // The prompt's texts load only when there is something to ask: a page with no update loads no locale file here.
  return needRefresh ? (
    <Suspense fallback={null}>
      <UpdatePrompt onLater={() => setNeedRefresh(false)} onUpdate={() => void updateServiceWorker(true)} />
    </Suspense>
  ) : null;
}

function UpdatePrompt({ onLater, onUpdate }: { onLater: () => void; onUpdate: () => void }) {
  const { t } = useAppDownloadTranslation();
  return (
    <aside className="app-update" role="status" data-testid="app-update" aria-label={t('ad_update_text')}>
      <p className="app-update-text">{t('ad_update_text')}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onLater}>
        {t('ad_update_later')}
      </button>
      <button type="button" className="btn btn-primary btn-sm" onClick={onUpdate}>
        {t('ad_update_now')}
      </button>
    </aside>
  );
}
