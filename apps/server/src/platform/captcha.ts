import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { ACCOUNT_LIMITS } from '@wps/contract';
import type { CaptchaAnswers } from './fast-store.js';

/**
 * A captcha implementation (the `captcha` provider registry, platform/providers.ts). The client asks for a challenge
 * under a key it chose, shows it, and sends the key with the player's answer; services check it with `verify`.
 */
export interface CaptchaProvider {
  /** A new challenge for the client's key (a refresh replaces the previous one): the picture as base64 PNG. */
  challenge(merchantId: number, key: string): Promise<string>;
  /** Single use: the key's challenge is spent whatever the answer, so one challenge gets one try. */
  verify(merchantId: number, key: string | undefined, answer: string | undefined): Promise<boolean>;
  /** The live answer, not spent (operator API: support staff and end-to-end tests); null when there is none. */
  peek(merchantId: number, key: string): Promise<string | null>;
}

/** The built-in captcha: the picture below, its answer kept in the fast store (database or Redis) for the TTL. */
export function imageCaptcha(answers: CaptchaAnswers): CaptchaProvider {
  return {
    async challenge(merchantId, key) {
      const answer = newCaptchaAnswer();
      await answers.store(merchantId, key, answer, ACCOUNT_LIMITS.captchaTtlMs);
      return (await captchaPng(answer)).toString('base64');
    },
    verify: (merchantId, key, answer) => answers.consume(merchantId, key, answer),
    peek: (merchantId, key) => answers.peek(merchantId, key),
  };
}

// The picture: random digits (ACCOUNT_LIMITS.captchaLength) drawn as jittered strokes (no font needed on the server) over noise, rendered to PNG
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

const HEIGHT = 60;
/** Drawn size of a digit (its 10 x 16 box scaled) and the step from one digit to the next. */
const SCALE_X = 2.2;
const SCALE_Y = 2.6;
const GLYPH_WIDTH = 10 * SCALE_X;
const ADVANCE = 27;
/** Each side: room for the widest swing of a tilted digit (about 8), its jitter (2) and half its stroke (1.5). */
const MARGIN = 12;

/** The picture's width follows the answer's length, so every digit is inside it whatever the length (1 to 16). */
export const captchaWidth = (length: number): number => 2 * MARGIN + (Math.max(length, 1) - 1) * ADVANCE + GLYPH_WIDTH;

export const newCaptchaAnswer = (): string =>
  Array.from({ length: ACCOUNT_LIMITS.captchaLength }, () => String(randomInt(10))).join('');

/** The picture as SVG (exported for the test that checks every digit lies inside it). */
export function captchaSvg(answer: string): string {
  const width = captchaWidth(answer.length);
  const r = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
  const noise = Array.from({ length: 6 }, () => {
    const hue = randomInt(360);
    return `<line x1="${r(0, width)}" y1="${r(0, HEIGHT)}" x2="${r(0, width)}" y2="${r(0, HEIGHT)}" stroke="hsl(${hue},45%,55%)" stroke-width="${r(1, 2)}"/>`;
  }).join('');
  const digits = [...answer]
    .map((d, i) => {
      const x = MARGIN + i * ADVANCE + r(-2, 2);
      const y = 8 + r(-3, 3);
      const rot = r(-14, 14);
      const hue = randomInt(360);
      return `<path d="${GLYPHS[d]}" transform="translate(${x} ${y}) rotate(${rot} 5 8) scale(${SCALE_X} ${SCALE_Y})" fill="none" stroke="hsl(${hue},70%,28%)" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1e8"/>${noise}${digits}</svg>`;
}

export async function captchaPng(answer: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(answer))).png({ compressionLevel: 6 }).toBuffer();
}
