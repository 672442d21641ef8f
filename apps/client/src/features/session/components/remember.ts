import { STORAGE_KEYS } from '@wps/contract/lite';
import { readJson, removeKey, writeJson } from '../../../shared/storage/storage';

/** A remembered login (spec part 1 s3): per method, never readable as plain text from storage. */
export interface Remembered {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}
type All = Partial<Record<Remembered['type'], Remembered>>;

// The record is AES-GCM encrypted with a non-extractable key kept in IndexedDB: script can use the key but nobody
// can read it out, and the localStorage value alone is useless. Without IndexedDB (some private modes) the spec's
// salted double encoding is the fallback.

const DB = 'wps-accounts';
const STORE = 'keys';
const KEY_ID = 'remember';

function idb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

function idbRequest<T>(run: (s: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return idb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const req = run(db.transaction(STORE, mode).objectStore(STORE));
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('indexedDB'));
      }),
  );
}

async function deviceKey(): Promise<CryptoKey> {
  const existing = await idbRequest<CryptoKey | undefined>((s) => s.get(KEY_ID) as IDBRequest<CryptoKey | undefined>, 'readonly');
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await idbRequest((s) => s.put(key, KEY_ID), 'readwrite');
  return key;
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

interface Stored {
  v: 2 | 1;
  iv?: string;
  data: string;
}

/** Fallback of the spec: salt, then base64 twice. Obscures, does not protect; used only without IndexedDB. */
function saltedEncode(text: string): string {
  const salt = b64(crypto.getRandomValues(new Uint8Array(6)));
  return btoa(salt + btoa(unescape(encodeURIComponent(text))));
}
function saltedDecode(data: string): string {
  return decodeURIComponent(escape(atob(atob(data).slice(8))));
}

async function readAll(): Promise<All> {
  const stored = readJson<Stored>(STORAGE_KEYS.rememberedLogin);
  if (!stored?.data) return {};
  try {
    if (stored.v === 1) return JSON.parse(saltedDecode(stored.data)) as All;
    const key = await deviceKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(stored.iv ?? '') }, key, unb64(stored.data));
    return JSON.parse(new TextDecoder().decode(plain)) as All;
  } catch {
    // A lost key or a tampered value: forget it rather than fail the login screen.
    removeKey(STORAGE_KEYS.rememberedLogin);
    return {};
  }
}

async function writeAll(all: All): Promise<void> {
  if (Object.keys(all).length === 0) return removeKey(STORAGE_KEYS.rememberedLogin);
  const text = JSON.stringify(all);
  try {
    const key = await deviceKey();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
    writeJson(STORAGE_KEYS.rememberedLogin, { v: 2, iv: b64(iv), data: b64(data) } satisfies Stored);
  } catch {
    writeJson(STORAGE_KEYS.rememberedLogin, { v: 1, data: saltedEncode(text) } satisfies Stored);
  }
}

export async function loadRemembered(type: Remembered['type']): Promise<Remembered | null> {
  return (await readAll())[type] ?? null;
}

export async function saveRemembered(r: Remembered): Promise<void> {
  const all = await readAll();
  all[r.type] = r;
  await writeAll(all);
}

export async function forgetRemembered(type: Remembered['type']): Promise<void> {
  const all = await readAll();
  delete all[type];
  await writeAll(all);
}
