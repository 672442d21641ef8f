import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 40 ms a hash on these machines.
const ARGON2 = { algorithm: 2 as Algorithm /* Argon2id; a const enum cannot be imported */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown user) it still verifies against a dummy so the
 * answer takes about as long and does not reveal which usernames exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A fresh session token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Compares two secrets without leaking where they differ (hashing first equalises the lengths). */
export function secretEquals(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
