import { randomInt } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCOUNT_LIMITS } from '@wps/contract';
import type { Executor } from '../db/client.js';
import { captchas } from '../db/schema.js';
import { secretEquals } from './crypto.js';

// Captcha: 6 random digits drawn as jittered strokes (no font needed on the server) over noise, rendered to PNG
// by sharp. The answer is kept against the client's key, expires and is consumed by the first check.

/** Stroke paths of the digits in a 10 x 16 box. */
const GLYPHS: Record<string, string> = {
  '0': 'M2 2 L8 2 L8 14 L2 14 Z M8 2 L2 14',
  '1': 'M3 4 L5 2 L5 14 M2 14 L8 14',
  '2': 'M2 4 L4 2 L8 2 L8 7 L2 14 L8 14',
  '3': 'M2 2 L8 2 L5 7 L8 9 L8 13 L6 14 L2 14',
  '4': 'M7 14 L7 2 L2 10 L9 10',
  '5': 'M8 2 L2 2 L2 7 L7 7 L8 9 L8 13 L6 14 L2 14',
  '6': 'M7 2 L3 2 L2 5 L2 14 L8 14 L8 8 L2 8',
  '7': 'M2 2 L8 2 L4 14',
  '8': 'M2 2 L8 2 L8 7 L2 7 Z M2 7 L8 7 L8 14 L2 14 Z',
  '9': 'M8 8 L2 8 L2 2 L8 2 L8 14 L3 14',
};

const WIDTH = 180;
const HEIGHT = 60;

export const newCaptchaAnswer = (): string =>
  Array.from({ length: ACCOUNT_LIMITS.captchaLength }, () => String(randomInt(10))).join('');

function svgFor(answer: string): string {
  const r = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
  const noise = Array.from({ length: 6 }, () => {
    const hue = randomInt(360);
    return `<line x1="${r(0, WIDTH)}" y1="${r(0, HEIGHT)}" x2="${r(0, WIDTH)}" y2="${r(0, HEIGHT)}" stroke="hsl(${hue},45%,55%)" stroke-width="${r(1, 2)}"/>`;
  }).join('');
  const digits = [...answer]
    .map((d, i) => {
      const x = 10 + i * 27 + r(-2, 2);
      const y = 8 + r(-3, 3);
      const rot = r(-14, 14);
      const hue = randomInt(360);
      return `<path d="${GLYPHS[d]}" transform="translate(${x} ${y}) rotate(${rot} 5 8) scale(2.2 2.6)" fill="none" stroke="hsl(${hue},70%,28%)" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1e8"/>${noise}${digits}</svg>`;
}

export async function captchaPng(answer: string): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(answer))).png({ compressionLevel: 6 }).toBuffer();
}

// The SQL functions below are the database implementation of FastStore.captchas (fast-store.ts); services reach
// captcha answers through app.fast, which is Redis instead when REDIS_URL is set.

/** Keeps (or replaces, on refresh) the answer of one key for ttlMs. */
export async function storeCaptcha(db: Executor, merchantId: number, key: string, answer: string, ttlMs: number): Promise<void> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(captchas)
    .values({ merchantId, key, answer, expiresAt })
    .onConflictDoUpdate({ target: [captchas.merchantId, captchas.key], set: { answer, expiresAt } });
  // Housekeeping: expired answers are useless.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - ACCOUNT_LIMITS.captchaTtlMs)));
}

/** Single use: the row is deleted whatever the guess, so one image gets one try. */
export async function consumeCaptcha(db: Executor, merchantId: number, key: string | undefined, guess: string | undefined): Promise<boolean> {
  if (!key || !guess) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.merchantId, merchantId), eq(captchas.key, key), gt(captchas.expiresAt, new Date())))
    .returning({ answer: captchas.answer });
  return !!row && secretEquals(row.answer, guess.trim());
}

/** The live answer of a key, for the operator API (support and end-to-end tests); not consumed. */
export async function peekCaptcha(db: Executor, merchantId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(and(eq(captchas.merchantId, merchantId), eq(captchas.key, key), gt(captchas.expiresAt, new Date())))
    .limit(1);
  return row?.answer ?? null;
}
