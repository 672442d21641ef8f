import { and, eq, gt, lt } from 'drizzle-orm';
import { ACCOUNT_LIMITS } from '@wps/contract';
import type { Executor } from '../db/client.js';
import { captchas } from '../db/schema.js';
import { secretEquals } from './crypto.js';

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
