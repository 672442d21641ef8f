import { useRef, type MouseEvent } from 'react';
import { HIDDEN_CORNER_TAPS } from '@wps/contract/lite';
import { clearArea } from '../shared/storage/storage';

export const HIDDEN_CORNER_WINDOW_MS = 2000;

/**
 * Invisible top-left corner (spec part 1 s2): five taps within a short window clear local and session storage
 * and reload. Other taps pass through to whatever sits underneath (the back arrow, the logo).
 */
export function HiddenCorner() {
  const taps = useRef<number[]>([]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const now = Date.now();
    taps.current = [...taps.current.filter((t) => now - t < HIDDEN_CORNER_WINDOW_MS), now];
    if (taps.current.length >= HIDDEN_CORNER_TAPS) {
      taps.current = [];
      clearArea('local');
      clearArea('session');
      window.location.reload();
      return;
    }
    const self = e.currentTarget;
    const below = document
      .elementsFromPoint(e.clientX, e.clientY)
      .find((el) => el !== self && !self.contains(el));
    if (below instanceof HTMLElement) below.click();
  };
  return <div className="hidden-corner" aria-hidden="true" data-testid="hidden-corner" onClick={onClick} />;
}
