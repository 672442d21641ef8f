import { useCallback, useRef, useState } from 'react';

/**
 * A native scroll-snap strip of full-width slides (like the home banners): the finger swipes, buttons call show(),
 * and the current index follows the scroll position whoever moved it.
 */
export function useSnap(count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const show = useCallback(
    (index: number, smooth = true) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const i = Math.max(0, Math.min(count - 1, index));
      // Right-to-left layouts scroll towards negative offsets.
      const dir = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
      el.scrollTo({ left: dir * i * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setCurrent(i);
    },
    [count],
  );
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setCurrent(Math.min(count - 1, Math.abs(Math.round(el.scrollLeft / el.clientWidth))));
  };
  return { strip, current, show, onScroll };
}
