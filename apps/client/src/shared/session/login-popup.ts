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

/** What the player was doing when the popup asked them to log in (launching a game): done once they are in. */
let pending: (() => void) | null = null;
/** Why the popup asks: 'play' says a game needs an account (the popup shows that line above the form). */
export type LoginReason = 'play';
let reason: LoginReason | null = null;

export const openLoginPopup = (afterLogin?: () => void, why: LoginReason | null = null): void => {
  pending = afterLogin ?? null;
  reason = why;
  set(true);
};
export const loginPopupReason = (): LoginReason | null => reason;
export const closeLoginPopup = (): void => set(false);

/** The action the popup was opened for, once: the popup runs it after a successful login. */
export function takeAfterLogin(): (() => void) | null {
  const next = pending;
  pending = null;
  return next;
}
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
