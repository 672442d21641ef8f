import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@wps/contract/boot';
import { readString, writeString } from '../storage/storage';

export type Theme = 'light' | 'dark';

function initial(): Theme {
  const stored = readString(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

let theme: Theme = initial();
const listeners = new Set<() => void>();

/** Our variables key off data-theme; antd-mobile's dark variables key off data-prefers-color-scheme. */
export function applyTheme(next: Theme = theme): void {
  const root = document.documentElement;
  root.dataset.theme = next;
  root.setAttribute('data-prefers-color-scheme', next);
  root.style.colorScheme = next;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', next === 'dark' ? '#12141a' : '#ffffff');
}

export function toggleTheme(): void {
  theme = theme === 'dark' ? 'light' : 'dark';
  writeString(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  listeners.forEach((l) => l());
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => theme,
    () => theme,
  );
}
