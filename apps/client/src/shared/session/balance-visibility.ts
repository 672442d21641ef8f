import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@wps/contract/lite';
import { readString, writeString } from '../storage/storage';

/** Hide/show balance, shared by the header and the sidebar and remembered across visits. */
let hidden = readString(STORAGE_KEYS.hideBalance) === '1';
const listeners = new Set<() => void>();

const get = () => hidden;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, get, get);
}

export function toggleBalanceHidden(): void {
  hidden = !hidden;
  writeString(STORAGE_KEYS.hideBalance, hidden ? '1' : '0');
  listeners.forEach((l) => l());
}
