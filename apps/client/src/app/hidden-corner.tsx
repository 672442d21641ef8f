import { useEffect } from 'react';
import { HIDDEN_CORNER_TAPS } from '@wps/contract/boot';
import { clearArea } from '../shared/storage/storage';

export const HIDDEN_CORNER_WINDOW_MS = 2000;
/** Size of the top-left square that counts taps, CSS pixels. */
export const HIDDEN_CORNER_SIZE = 40;

/**
 * Invisible top-left corner (spec part 1 s2): five taps within a short window clear local and session storage
 * and reload. It only listens: no element covers the corner, so the back arrow or logo underneath keeps working.
 */
export function useHiddenCorner(): void {
  useEffect(() => {
    let taps: number[] = [];
    const onClick = (e: MouseEvent) => {
      if (e.clientX > HIDDEN_CORNER_SIZE || e.clientY > HIDDEN_CORNER_SIZE) return;
      const now = Date.now();
      taps = [...taps.filter((t) => now - t < HIDDEN_CORNER_WINDOW_MS), now];
      if (taps.length < HIDDEN_CORNER_TAPS) return;
      taps = [];
      clearArea('local');
      clearArea('session');
      window.location.reload();
    };
    // Capture phase: a control in the corner that stops propagation still counts as a tap.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
}
