/**
 * "This member's access just ended or changed" (a session revoked, every session ended by an operator's lock, a
 * password change): caches that vouch for a member without asking the database (the game wallet's ticket cache)
 * forget that member at once. Process-local: another instance's cache forgets within its own short lifetime.
 */
type Listener = (merchantId: number, memberId: number) => void;

const listeners = new Set<Listener>();

/** Subscribes; the returned function unsubscribes (a closing app's caches stop listening). */
export function onMemberAccessEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function memberAccessEnded(merchantId: number, memberId: number): void {
  for (const listener of listeners) listener(merchantId, memberId);
}
