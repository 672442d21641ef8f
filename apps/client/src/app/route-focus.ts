import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (lazy chunks, data) before focus goes to the page itself. */
const WAIT_MS = 5000;

const openDialog = (): boolean => document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;

/**
 * After a route change, focus moves to the new page's heading (its h1, else the page region), as a screen reader
 * would expect from a page load (issue 33 item 27: focus stayed on the body). The first page of a visit keeps the
 * browser's own start; focus the new page placed itself (a search field), or a dialog that opened, is left alone.
 */
export function useRouteFocus(pageRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path whose focus is settled: the first page of a visit starts settled. Marked only once settled, so a
  // development double run of the effect (StrictMode) sets up again rather than skipping.
  const settled = useRef(pathname);
  useEffect(() => {
    if (settled.current === pathname) return;
    const focus = (target: HTMLElement) => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    // The new page put focus somewhere of its own (a search field): it stays there.
    const placed = () => {
      const active = document.activeElement;
      return active instanceof HTMLElement && active !== pageRef.current && pageRef.current?.contains(active) === true;
    };
    const tryHeading = (): boolean => {
      const heading = pageRef.current?.querySelector<HTMLElement>('h1');
      if (!placed() && !openDialog()) {
        if (!heading) return false;
        focus(heading);
      }
      settled.current = pathname;
      return true;
    };
    if (tryHeading()) return;
    const root = pageRef.current;
    if (!root) return;
    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      stop();
      settled.current = pathname;
      if (!openDialog() && !placed()) focus(root);
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    return stop;
  }, [pathname, pageRef]);
}
