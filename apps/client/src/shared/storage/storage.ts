/** Storage that never throws (private mode, quota, disabled storage): the site must still run. */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value simply is not remembered.
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readString(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeString(key, JSON.stringify(value), which);
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

export function clearArea(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // Nothing to clear.
  }
}

/** Client-only cache keys (the spec's own keys live in the contract's STORAGE_KEYS). */
export const CLIENT_KEYS = { settings: 'MC_SYSTEM_SETTINGS' } as const;
