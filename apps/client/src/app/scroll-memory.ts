import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, writeJson } from '../shared/storage/storage';

/** Scroll positions per history entry (this tab): back, forward and a reload return to where the player was. */
const STORED = 'MC_SCROLL_POSITIONS';
/** The newest entries kept: a long session does not grow session storage without end. */
const KEEP = 50;
/** Stops waiting for a page to grow tall enough to restore its position (the player may be on a short page now). */
const RESTORE_FOR_MS = 5000;
/** An entry the router did not create (the first page of a visit) has no key of its own to remember it by. */
const NO_KEY = 'default';

const positions = new Map<string, number>(Object.entries(readJson<Record<string, number>>(STORED, 'session') ?? {}));

function persist(): void {
  const recent = [...positions].slice(-KEEP);
  writeJson(STORED, Object.fromEntries(recent), 'session');
}

/** Scrolls the window unless it is there already. */
function scrollToY(y: number): void {
  if (window.scrollY !== y) window.scrollTo(0, y);
}

/** The player's own scrolling ends an attempt to restore. */
const INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `y` as soon as the page is tall enough for it: the screen's lazy pieces and lists arrive after the
 * navigation. Returns the stop.
 */
function restore(y: number): () => void {
  scrollToY(y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const retry = () => {
    scrollToY(y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  };
  const observer = new ResizeObserver(retry);
  observer.observe(document.body);
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    INPUT.forEach((type) => window.removeEventListener(type, stop));
  }
  return stop;
}

/**
 * Where a screen opens: at the top after every navigation to another path (a link, a redirect, a form that went on),
 * at the remembered position after back and forward (and a reload). The browser's own restoring is turned off: it
 * runs before the lazy screen has its height, and it would carry a scroll position over to the next screen.
 */
export function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const current = useRef(key);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Each scroll belongs to the entry on screen: the ref changes in the same commit as the screen, before the
    // browser reports the next scroll (the old screen's removal shortening the page included).
    const record = () => {
      if (current.current === NO_KEY) return;
      positions.delete(current.current);
      positions.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    persist();
    if (type === 'POP') return restore(positions.get(key) ?? 0);
    // A new search on the same screen (a filter in the address) keeps the player's place.
    if (!samePath) scrollToY(0);
    return undefined;
  }, [key, pathname, type]);
}
