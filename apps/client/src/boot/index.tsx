// The page's one script (index.html): what this module reaches through static imports is the boot chunk, the first
// load of /m/home (vite.config.ts, `bootChunk`). Everything else is reached through `import()` and loads on demand.
import 'vite/modulepreload-polyfill';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import '../app/styles.css';
// Listens from the start for the browser's install offer, which comes once and early (installable app).
import '../shared/pwa/install-prompt';
import { activateLanguage, hasStoredLanguage, initialLanguage } from '../shared/i18n/i18n';
import { getSystemState, refreshSettings, refreshStatus } from '../shared/system/system-store';
import { applyTheme } from '../shared/theme/theme';

async function boot(): Promise<void> {
  applyTheme();
  // Status first (it names the merchant for every later call), settings right after; both render from cache.
  const status = refreshStatus();
  const settings = status.then(() => refreshSettings());
  // Without a remembered choice, the merchant's default language decides: wait for it on a first visit only.
  let language = initialLanguage(getSystemState().settings?.languages);
  if (!hasStoredLanguage() && !getSystemState().settings) {
    language = initialLanguage((await Promise.race([settings, delay(3000)]))?.languages);
  }
  await activateLanguage(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

void boot();
