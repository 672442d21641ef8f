/**
 * A random id: a UUID where the browser has one, else 32 hex digits from getRandomValues (randomUUID needs a secure
 * context, so a site on plain http lacks it).
 */
export const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh idempotency key for one money request; a retry of the same submit reuses it. */
export const newRequestId = randomId;
