import './snap-strip.css';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { IconChevron } from './icons';

/** Longer than a smooth scroll across one slide takes: after it, scroll events speak for the user again. */
const SETTLE_MS = 700;

/**
 * The slide a strip of full-width slides shows. Right-to-left strips scroll towards negative offsets (Chrome,
 * Firefox and Safari alike), so the offset counts by its size.
 */
export function stripIndex(el: { scrollLeft: number; clientWidth: number }, count: number): number {
  if (el.clientWidth === 0 || count === 0) return 0;
  return Math.min(count - 1, Math.abs(Math.round(el.scrollLeft / el.clientWidth)));
}

export interface SnapStripState {
  count: number;
  strip: RefObject<HTMLDivElement | null>;
  /** The slide in view, whoever moved the strip (finger, button, timer). */
  current: number;
  /** Scrolls to a slide (clamped), smoothly unless told otherwise. */
  show: (index: number, smooth?: boolean) => void;
  onScroll: () => void;
}

/** State of a strip of `count` full-width slides; render it with <SnapStrip>. */
export function useSnapStrip(count: number): SnapStripState {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Where show() sent the strip: a smooth scroll passes other slides on its way, and those in-between positions must
  // not become `current` (a second tap would then start from the wrong slide).
  const target = useRef<{ index: number; until: number } | null>(null);
  const show = useCallback(
    (index: number, smooth = true) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const i = Math.max(0, Math.min(count - 1, index));
      const dir = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
      target.current = smooth ? { index: i, until: Date.now() + SETTLE_MS } : null;
      el.scrollTo({ left: dir * i * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setCurrent(i);
    },
    [count],
  );
  const onScroll = useCallback(() => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const index = stripIndex(el, count);
    const going = target.current;
    if (going && index !== going.index && Date.now() < going.until) return;
    target.current = null;
    setCurrent(index);
  }, [count]);
  return { count, strip, current, show, onScroll };
}

export interface SnapStripProps {
  snap: SnapStripState;
  /** The slides: one element each, full width. */
  children: ReactNode;
  className?: string;
  testId?: string;
  /**
   * Names the strip and makes it a keyboard stop (arrow keys scroll it): for strips whose slides hold nothing
   * focusable, which a keyboard could not otherwise move.
   */
  label?: string;
  /** Previous and next buttons under the strip, with what shows between them (e.g. "3 / 15"). */
  controls?: { prev: string; next: string; status: ReactNode; testId?: string };
}

/**
 * A horizontal scroll-snap strip: the browser's own swiping (no gesture library), optional previous / next buttons,
 * right-to-left aware. Carousels (home banners, VIP levels and bonuses) are built on it.
 */
export function SnapStrip({ snap, children, className, testId, label, controls }: SnapStripProps) {
  const { count, strip, current, show, onScroll } = snap;
  return (
    <>
      <div
        ref={strip}
        className={className ? `snap-strip ${className}` : 'snap-strip'}
        onScroll={onScroll}
        data-testid={testId}
        {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </div>
      {controls ? (
        <div className="snap-controls">
          <button type="button" className="icon-btn snap-prev" aria-label={controls.prev} disabled={current === 0} onClick={() => show(current - 1)}>
            <IconChevron />
          </button>
          <span className="snap-status" data-testid={controls.testId} aria-live="polite">
            {controls.status}
          </span>
          <button
            type="button"
            className="icon-btn"
            aria-label={controls.next}
            disabled={current >= count - 1}
            onClick={() => show(current + 1)}
          >
            <IconChevron />
          </button>
        </div>
      ) : null}
    </>
  );
}
