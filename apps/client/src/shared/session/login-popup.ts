import { useSyncExternalStore } from 'react';

/**
 * Login modal shown or hidden (spec part 1 s5, part 2 s2 "login popups" on home). A tiny store so any screen can ask
 * for it without importing the form: the shell mounts the (lazy) popup only once it is asked for.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  if (open === v) return;
  open = v;
  listeners.forEach((l) => l());
};

export const openLoginPopup = (): void => set(true);
export const closeLoginPopup = (): void => set(false);
export const isLoginPopupOpen = (): boolean => open;

export function useLoginPopupOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isLoginPopupOpen,
    isLoginPopupOpen,
  );
}
