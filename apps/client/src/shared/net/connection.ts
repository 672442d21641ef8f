import { useSyncExternalStore } from 'react';

/**
 * Whether the player is cut off: the browser says it is offline, or a part of the page failed to load and the site
 * did not answer. The shell shows the offline notice from it; the chunk loader waits on it.
 */
let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (offline === value) return;
  offline = value;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(true));
  window.addEventListener('online', () => set(false));
}

export const isOffline = (): boolean => offline;
/** A load failed although the browser believes it is online (a dead Wi-Fi, a tunnel): offline all the same. */
export const markOffline = (): void => set(true);

export function useOffline(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isOffline,
    isOffline,
  );
}

/** Resolves at once when the browser is online, else when it comes back online. */
export function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Any answer from the site (even an error status) means the connection works; only a failed request does not. */
export async function siteAnswers(): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch(new URL(import.meta.env.BASE_URL, window.location.href), { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** How long to wait before asking the site again while the browser says online (doubling up to the last). */
export const RECHECK_MS = [2000, 4000, 8000, 15_000, 30_000] as const;

/** The next chance to try again: the browser coming back online, or the next recheck. */
function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** Resolves once the site answers again (and clears the offline state). */
export async function connectionBack(): Promise<void> {
  for (let attempt = 0; !(await siteAnswers()); attempt++) {
    markOffline();
    await nextChance(RECHECK_MS[Math.min(attempt, RECHECK_MS.length - 1)]!);
  }
  set(false);
}
