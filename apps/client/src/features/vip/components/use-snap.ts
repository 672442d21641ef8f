import { useCallback, useRef, useState } from 'react';

/** Longer than a smooth scroll across one slide takes: after it, scroll events speak for the user again. */
const SETTLE_MS = 700;

/**
 * A native scroll-snap strip of full-width slides (like the home banners): the finger swipes, buttons call show(),
 * and the current index follows the scroll position whoever moved it.
 */
export function useSnap(count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Where a button sent the strip: the smooth scroll passes other slides on its way, and those in-between positions
  // must not become `current` (a second tap would then start from the wrong slide).
  const target = useRef<{ index: number; until: number } | null>(null);
  const show = useCallback(
    (index: number, smooth = true) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const i = Math.max(0, Math.min(count - 1, index));
      // Right-to-left layouts scroll towards negative offsets.
      const dir = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
      target.current = smooth ? { index: i, until: Date.now() + SETTLE_MS } : null;
      el.scrollTo({ left: dir * i * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setCurrent(i);
    },
    [count],
  );
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.min(count - 1, Math.abs(Math.round(el.scrollLeft / el.clientWidth)));
    const going = target.current;
    if (going && index !== going.index && Date.now() < going.until) return;
    target.current = null;
    setCurrent(index);
  };
  return { strip, current, show, onScroll };
}
