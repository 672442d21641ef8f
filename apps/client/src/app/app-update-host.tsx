import { Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '../shared/net/load-chunk';

// The service worker's registration and its "new version" prompt (issue 32): a chunk of their own, loaded once the
// page has loaded and settled, so the first load of /m/home carries none of it. Only in a build: in development and
// unit tests there is no worker.
const AppUpdate = lazyChunk(() => import('../features/app-download/components/app-update'));
const ENABLED = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const SETTLE_MS = 1500;

export function AppUpdateHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!ENABLED) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setReady(true), SETTLE_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppUpdate />
    </Suspense>
  ) : null;
}
