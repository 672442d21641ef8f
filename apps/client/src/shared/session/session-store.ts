import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, isTrial } from '@wps/contract/boot';
import type { LoginResult, SessionInfo } from '@wps/contract';
import { clearArea, readJson, removeKey, writeJson, writeString } from '../storage/storage';

/** Visitor versus member is decided by the stored session (spec part 1 s4). */
function read(): SessionInfo | null {
  const s = readJson<Partial<SessionInfo>>(STORAGE_KEYS.session);
  return s && typeof s.token === 'string' && s.token && typeof s.type === 'number' ? (s as SessionInfo) : null;
}

let current: SessionInfo | null = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const getSession = (): SessionInfo | null => current;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Stores exactly the MC_SESSION_INFO shape; a trial user's name also goes to session storage. */
export function setSession(r: LoginResult): void {
  const info: SessionInfo = {
    token: r.token,
    id: r.id,
    userName: r.userName,
    type: r.type,
    merchantCode: r.merchantCode,
    firstTimeLogin: r.firstTimeLogin,
  };
  writeJson(STORAGE_KEYS.session, info);
  if (isTrial(info.type)) writeString(STORAGE_KEYS.trialUser, info.userName, 'session');
  else removeKey(STORAGE_KEYS.trialUser, 'session');
  current = info;
  emit();
}

/**
 * Forgets everything tied to the member (spec part 1 s4 "Logout"): session, trial user, all session storage,
 * auto-login flags and the cached bank list. Query caches listen to this store and drop member data.
 */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.session);
  removeKey(STORAGE_KEYS.trialUser, 'session');
  clearArea('session');
  removeKey(STORAGE_KEYS.autoLogin);
  removeKey(STORAGE_KEYS.bankList);
  if (current === null) return;
  current = null;
  emit();
}

// Another tab logged in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.session && e.key !== null) return;
    current = read();
    emit();
  });
}
