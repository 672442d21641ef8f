import { Headers } from '@wps/contract/lite';
import type { EncryptedBody, RsaKey } from '@wps/contract';

// Encrypted bodies (DESIGN.md): a fresh AES-256-GCM key per body, wrapped with the server's RSA-OAEP (SHA-256)
// public key. Used for login, register, password (and withdrawal) bodies.

let serverKey: Promise<CryptoKey> | null = null;

const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

function publicKey(fetchKey: () => Promise<RsaKey>): Promise<CryptoKey> {
  serverKey ??= fetchKey().then((k) =>
    crypto.subtle.importKey('spki', fromBase64(k.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']),
  );
  // A failed fetch is retried next time rather than cached.
  serverKey.catch(() => (serverKey = null));
  return serverKey;
}

/** The encrypted body and the Encryption header for one payload. */
export async function encryptPayload(
  payload: unknown,
  fetchKey: () => Promise<RsaKey>,
): Promise<{ body: EncryptedBody; headers: Record<string, string> }> {
  const rsa = await publicKey(fetchKey);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload))),
  );
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw));
  const joined = new Uint8Array(iv.length + data.length);
  joined.set(iv);
  joined.set(data, iv.length);
  return { body: { value: toBase64(joined) }, headers: { [Headers.encryption]: toBase64(wrapped) } };
}
