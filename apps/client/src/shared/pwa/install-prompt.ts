/**
 * The browser's own install offer (Chromium's `beforeinstallprompt`, issue 32), kept from the page's start: it comes
 * once, early, before the app page or the home's download bar have loaded. Held back (no mini info bar) so the app
 * page, the bar and the download popup offer it where the merchant has no store link. Part of the first load: a few
 * hundred bytes.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(value: InstallPromptEvent | null): void {
  offer = value;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  // Installed (from our button or the browser's menu): nothing left to offer.
  window.addEventListener('appinstalled', () => set(null));
}

/** Whether the browser offers to install the site now. */
export const canInstall = (): boolean => offer !== null;

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the browser's install dialog: false when there is no offer (then the player needs the manual steps). */
export async function promptInstall(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  // An offer answers one prompt only; the browser sends a new one if the player declines.
  set(null);
  await event.prompt();
  await event.userChoice;
  return true;
}
