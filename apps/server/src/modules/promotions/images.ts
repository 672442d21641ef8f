import sharp from 'sharp';
import { ErrorCode, LIMITS } from '@wps/contract';
import { Gate } from '../../platform/admission.js';
import { AppError } from '../../platform/envelope.js';

// Reward pictures (DESIGN.md "Uploads"): size checked from the base64 length before anything is decoded, type by magic
// bytes (never by name or declared type), then decoded and re-encoded by sharp so only pixels are stored: metadata,
// trailing data and polyglot payloads do not survive.

export interface StoredImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const DATA_URL = /^data:[\w/+.-]{1,40};base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Largest picture side kept; bigger photos are scaled down (phone photos are far above what an operator needs). */
const MAX_SIDE = 2000;

/**
 * What may be decoded at all, read from the header before any pixel is: a 50 MP phone photo passes, a 1 x 40,000,000
 * bomb does not. PNG decodes every pixel (no shrink-on-load as JPEG has), so it gets the smaller budget.
 */
export const DECODE_LIMITS = {
  maxSide: 10_000,
  maxPixels: { 'image/jpeg': 50_000_000, 'image/png': 16_000_000 },
} as const;

// Decoding runs on libuv's small thread pool, which argon2 (every login) shares: one picture at a time, a few
// waiting, and the rest told to come back (503 BUSY) rather than stalling every login behind them.
sharp.concurrency(1);
const imageWork = new Gate(1, 8, 20_000);

/** Decoded size of a base64 string, from its length alone. */
export function base64Bytes(b64: string): number {
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
}

function sniff(head: Buffer): StoredImage['mime'] | null {
  if (head.subarray(0, 8).equals(PNG)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** How a caller wants the picture kept: the largest side (scaled down inside it), or a square crop of that side. */
export interface PictureShape {
  maxSide?: number;
  square?: boolean;
}

/** Checks one picture and returns its re-encoded form; throws 413 for size, 415 for anything not a PNG or JPEG. */
export async function acceptPicture(raw: string, shape: PictureShape = {}): Promise<StoredImage> {
  const b64 = raw.replace(DATA_URL, '');
  if (base64Bytes(b64) > LIMITS.imageBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { detail: 'picture over 5 MB' });
  if (!BASE64.test(b64) || b64.length % 4 !== 0) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, { detail: 'not base64' });
  return acceptPictureBytes(Buffer.from(b64, 'base64'), shape);
}

/**
 * The same checks on bytes already in hand (a multipart part, a decoded field): size, magic bytes, the header's
 * pixel count before any pixel is decoded, then the re-encoding that keeps pixels only (no metadata survives).
 */
export async function acceptPictureBytes(bytes: Buffer, shape: PictureShape = {}): Promise<StoredImage> {
  if (bytes.length > LIMITS.imageBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { detail: 'picture over 5 MB' });
  const mime = sniff(bytes);
  if (!mime) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, { detail: 'not a PNG or JPEG' });
  const { width, height } = await header(bytes);
  const maxPixels = DECODE_LIMITS.maxPixels[mime];
  if (width > DECODE_LIMITS.maxSide || height > DECODE_LIMITS.maxSide || width * height > maxPixels) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { detail: `picture ${width}x${height} over the decode limits` });
  }
  return imageWork.run(() => reencode(bytes, mime, maxPixels, shape));
}

/** Width and height from the file header alone (sharp reads metadata without decoding pixels). */
async function header(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (width && height) return { width, height };
  } catch {
    // fall through: an unreadable header is not a picture
  }
  throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, { detail: 'picture header unreadable' });
}

async function reencode(bytes: Buffer, mime: StoredImage['mime'], maxPixels: number, shape: PictureShape): Promise<StoredImage> {
  try {
    const side = shape.maxSide ?? MAX_SIDE;
    const img = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: shape.square ? 'cover' : 'inside', withoutEnlargement: !shape.square });
    const data = mime === 'image/png' ? await img.png({ compressionLevel: 8 }).toBuffer() : await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { mime, data };
  } catch (cause) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, { detail: 'picture does not decode', cause });
  }
}
