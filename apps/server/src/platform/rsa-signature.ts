import { createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * RSA-SHA256 signatures over a request body, base64 (the X-Hub88-Signature scheme): the sender signs the exact bytes
 * it sends with its private key, the receiver verifies the exact bytes it received with the sender's public key.
 * Keys are PEM text (PKCS#8 private, SPKI public); parsed keys are cached because parsing costs more than verifying.
 */
const keys = new Map<string, KeyObject>();

function keyOf(pem: string, kind: 'private' | 'public'): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (keys.size > 500) keys.clear();
    keys.set(pem, key);
  }
  return key;
}

export function signBody(privateKeyPem: string, body: string | Buffer): string {
  return createSign('RSA-SHA256').update(body).sign(keyOf(privateKeyPem, 'private'), 'base64');
}

/** False for a missing, malformed or wrong signature, and for a key that does not parse (never throws). */
export function verifyBody(publicKeyPem: string, body: string | Buffer, signature: string | undefined): boolean {
  if (!signature || signature.length > 2048) return false;
  try {
    return createVerify('RSA-SHA256').update(body).verify(keyOf(publicKeyPem, 'public'), signature, 'base64');
  } catch {
    return false;
  }
}

/** A fresh 2048-bit key pair as PEM text (seeding and key rotation). */
export function newRsaKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
