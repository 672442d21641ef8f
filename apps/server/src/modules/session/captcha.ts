import { ErrorCode } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import type { CaptchaProvider } from '../../platform/captcha.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';

/** Rendering costs CPU: a generous but finite number of images per address and minute. */
const IMAGES_PER_IP_PER_MINUTE = 30;

/** A new captcha for the client's key (a refresh replaces the answer), from the merchant's captcha provider. */
export async function newCaptcha(fast: FastStore, captcha: CaptchaProvider, merchant: Merchant, key: string, ip: string): Promise<string> {
  if ((await fast.counters.hit(merchant.id, `captcha:ip:${ip}`, 60_000)) > IMAGES_PER_IP_PER_MINUTE) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }
  return captcha.challenge(merchant.id, key);
}

/** The live answer of a key, for the operator API (support staff and end-to-end tests); not consumed. */
export async function peekCaptcha(captcha: CaptchaProvider, merchant: Merchant, key: string): Promise<{ answer: string }> {
  const answer = await captcha.peek(merchant.id, key);
  if (!answer) throw new AppError(ErrorCode.NOT_FOUND);
  return { answer };
}
