import { lazy, type ComponentType } from 'react';
import { connectionBack, markOffline, siteAnswers } from './connection';

/**
 * A lazy piece whose file is gone (a deploy replaced the hashed chunks) or did not arrive: Chrome, Firefox and Safari
 * word the failed `import()` differently, and Vite's preloader reports a stylesheet that did not load.
 */
const CHUNK_LOAD = /dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_LOAD.test(error.message));

/** Stylesheets that did not arrive (a failed one still gets an empty `sheet`: only its error event tells). */
const failedStylesheets = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (e) => {
      if (e.target instanceof HTMLLinkElement && e.target.rel === 'stylesheet') failedStylesheets.add(e.target);
    },
    true,
  );
}

/**
 * Fetches again the stylesheets that did not load: Vite's preloader remembers a stylesheet it has asked for and never
 * asks again. True when they all arrived.
 */
export async function reloadFailedStylesheets(): Promise<boolean> {
  const failed = [...failedStylesheets].filter((link) => link.isConnected);
  failedStylesheets.clear();
  const loads = failed.map((link) => {
    const fresh = link.cloneNode() as HTMLLinkElement;
    const loaded = new Promise<boolean>((resolve) => {
      fresh.addEventListener('load', () => resolve(true), { once: true });
      fresh.addEventListener('error', () => resolve(false), { once: true });
    });
    link.replaceWith(fresh);
    return loaded;
  });
  return (await Promise.all(loads)).every(Boolean);
}

/**
 * Loads a piece of the page (a screen, a popup, a text file) through a dropped connection: when its file does not
 * arrive and the site does not answer either, the failure is logged, the player is told they are offline (the loading
 * shapes stay on screen) and the load is tried again once the connection is back. A file missing from a site that
 * answers is a new build: that error goes on to the error boundary, which reloads the page.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || (await siteAnswers())) throw error;
      console.error('A part of the page failed to load while offline; retrying once the connection is back', error);
      markOffline();
      do await connectionBack();
      while (!(await reloadFailedStylesheets()));
    }
  }
}

/** React's `lazy` with `loadChunk`: what every lazily loaded screen and piece is made with. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load));
}
