import { constants, createDecipheriv, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, Headers, type RsaKey } from '@wps/contract';
import type { Db } from '../db/client.js';
import { firstBodyKey, insertBodyKey } from './body-key-repo.js';
import { AppError } from './envelope.js';
import { refuseNul } from './input-guard.js';
import { headerValue } from './request-context.js';

// Encrypted bodies (DESIGN.md "API conventions"): the browser wraps a fresh AES-256-GCM key with our RSA-OAEP
// (SHA-256) public key and sends it base64 in the Encryption header; the body is { value: base64(iv | ciphertext+tag) }.

const generate = promisify(generateKeyPair);
const RSA_BITS = 2048;
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Db, Promise<KeyPair>>();

/**
 * The deployment's key pair: created once and kept in the database, so every instance behind a load balancer
 * decrypts what any of them published. The first row wins if two instances race.
 */
export function bodyKeyPair(db: Db): Promise<KeyPair> {
  let p = cache.get(db);
  if (!p) {
    p = (async () => {
      const existing = await firstBodyKey(db);
      if (existing) return existing;
      const pair = await generate('rsa', {
        modulusLength: RSA_BITS,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await insertBodyKey(db, { publicKey: pair.publicKey.toString('base64'), privateKey: pair.privateKey });
      return (await firstBodyKey(db))!;
    })();
    p.catch(() => cache.delete(db));
    cache.set(db, p);
  }
  return p;
}

export async function publicBodyKey(db: Db): Promise<RsaKey> {
  const { publicKey } = await bodyKeyPair(db);
  return { publicKey, keyAlgorithm: 'RSA-OAEP-256', bodyAlgorithm: 'A256GCM' };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decrypts `{ value }` with the key wrapped in the Encryption header; anything unreadable is a 400, never a 500. */
export async function decryptBody(db: Db, request: FastifyRequest, value: string): Promise<unknown> {
  const wrapped = headerValue(request, Headers.encryption, 2048);
  if (!wrapped) throw new AppError(ErrorCode.ENCRYPTION_REQUIRED);
  const unreadable = () => new AppError(ErrorCode.ENCRYPTION_REQUIRED, { value: [{ field: 'value', message: 'unreadable' }] });
  if (!BASE64.test(wrapped) || !BASE64.test(value)) throw unreadable();
  const { privateKey } = await bodyKeyPair(db);
  try {
    const key = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64'),
    );
    if (key.length !== 32) throw unreadable();
    const data = Buffer.from(value, 'base64');
    if (data.length < IV_BYTES + TAG_BYTES + 2) throw unreadable();
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadable();
  }
}

/** Decrypts and validates with the contract schema; field problems answer VALIDATION like a plain body would. */
export async function decryptAs<T extends z.ZodType>(
  db: Db,
  request: FastifyRequest,
  body: { value: string },
  schema: T,
): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await decryptBody(db, request, body.value));
  if (!parsed.success) {
    const value = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw new AppError(ErrorCode.VALIDATION, { value });
  }
  refuseNul(parsed.data);
  return parsed.data;
}
