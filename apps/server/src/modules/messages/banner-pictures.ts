import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS, type OpsBannerPicture, type OpsBannerPictureAddress } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import { acceptPicture } from '../promotions/index.js';

// Banner pictures (issue 33, item 29): an operator's upload goes through the picture checks every upload does
// (promotions/images.ts: size, magic bytes, decode limits, re-encoded without metadata) and is kept under FILES_DIR by
// its content hash. Its address names that hash, so it is cached for a year and an edited banner (a new picture, a new
// address) reaches returning players at once. Instances behind a load balancer share FILES_DIR, as for KYC documents.

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
/** The largest side kept: a banner is shown at most at phone width, twice for sharp screens. */
const MAX_SIDE = 1600;
/** A stored picture's file name: 32 hex digits of its SHA-256 and its type. */
export const BANNER_PICTURE_FILE = /^[0-9a-f]{32}\.(png|jpg)$/;
/** What an upload's body may weigh (base64 of the largest picture, and the JSON around it). */
export const BANNER_PICTURE_BODY_LIMIT = Math.ceil((LIMITS.imageBytes * 4) / 3) + 64 * 1024;

const folder = (filesDir: string, merchantId: number) => join(filesDir, 'banners', String(merchantId));

export const bannerPictureUrl = (merchantCode: string, file: string) => `/static/images/${merchantCode}/banners/u/${file}`;

/** Checks, re-encodes and keeps the picture; answers its address. The same picture twice is one file. */
export async function uploadBannerPicture(filesDir: string, merchant: Merchant, body: OpsBannerPicture): Promise<OpsBannerPictureAddress> {
  const img = await acceptPicture(body.picture, { maxSide: MAX_SIDE });
  const file = `${createHash('sha256').update(img.data).digest('hex').slice(0, 32)}.${EXT[img.mime]}`;
  const dir = folder(filesDir, merchant.id);
  await mkdir(dir, { recursive: true });
  // Written whole, then renamed: a reader never sees half a file.
  const tmp = join(dir, `${file}.${process.pid}.${Date.now()}.tmp`);
  await writeFile(tmp, img.data);
  await rename(tmp, join(dir, file));
  return { url: bannerPictureUrl(merchant.code, file) };
}

/** A stored picture of the merchant, or null (a name that is no content hash is never looked up). */
export async function bannerPicture(filesDir: string, merchantId: number, file: string): Promise<{ mime: string; data: Buffer } | null> {
  if (!BANNER_PICTURE_FILE.test(file)) return null;
  const data = await readFile(join(folder(filesDir, merchantId), file)).catch(() => null);
  return data ? { mime: file.endsWith('.png') ? 'image/png' : 'image/jpeg', data } : null;
}
