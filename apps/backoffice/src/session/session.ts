import type { OperatorGrant, OperatorIdentity, OperatorRole } from '@wps/contract';

/**
 * The operator's session in this tab: the token (sent as X-Ops-Token), who they are (opsMe) and the merchant they
 * work on. sessionStorage: a new tab signs in again, and closing the tab forgets the token.
 */
const KEYS = { token: 'wps.bo.token', identity: 'wps.bo.identity', merchant: 'wps.bo.merchant' } as const;

export type SessionChange = 'signin' | 'signout' | 'identity' | 'merchant';
const listeners = new Set<(change: SessionChange) => void>();
let version = 0;

function read(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // storage refused: the session lasts as long as this page
  }
}

function emit(change: SessionChange): void {
  version++;
  for (const fn of listeners) fn(change);
}

export const getToken = (): string | null => read(KEYS.token);

export function getIdentity(): OperatorIdentity | null {
  const raw = read(KEYS.identity);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as OperatorIdentity;
  } catch {
    return null;
  }
}

/** The merchant worked on: the one chosen, while the operator still serves it, else their first. */
export function currentMerchant(): string | null {
  const grants = getIdentity()?.grants ?? [];
  const chosen = read(KEYS.merchant);
  if (chosen && grants.some((g) => g.merchantCode === chosen)) return chosen;
  return grants[0]?.merchantCode ?? chosen;
}

export function currentGrant(): OperatorGrant | null {
  const code = currentMerchant();
  return getIdentity()?.grants.find((g) => g.merchantCode === code) ?? null;
}

/** The operator's roles at the current merchant (none when signed out). */
export const currentRoles = (): OperatorRole[] => currentGrant()?.roles ?? [];

export function signIn(token: string, identity: OperatorIdentity): void {
  write(KEYS.token, token);
  write(KEYS.identity, JSON.stringify(identity));
  emit('signin');
}

export function setIdentity(identity: OperatorIdentity): void {
  const before = read(KEYS.identity);
  const next = JSON.stringify(identity);
  if (before === next) return;
  write(KEYS.identity, next);
  emit('identity');
}

export function setMerchant(code: string): void {
  if (code === currentMerchant()) return;
  write(KEYS.merchant, code);
  emit('merchant');
}

export function signOut(): void {
  const had = getToken() !== null;
  write(KEYS.token, null);
  write(KEYS.identity, null);
  if (had) emit('signout');
}

export function subscribeSession(fn: (change: SessionChange) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Changes with every session change (for useSyncExternalStore). */
export const sessionVersion = (): number => version;
