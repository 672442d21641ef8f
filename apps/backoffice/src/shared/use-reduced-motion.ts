import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/**
 * Whether the operator asked the system for less motion. antd's dialogs, drawers and menus then open without their
 * zoom and slide (the `motion` token), which also means a click right after a dialog opens lands where it is shown.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
