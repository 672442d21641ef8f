import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, ErrorCode, type CodeSent } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import { secretEquals, sha256Hex } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import type { MessageProvider } from '../../platform/outbox.js';

/** What a code is for: SMS login and reset share 'noLogin' (spec call names); registration; reset by e-mail. */
export type CodePurpose = 'noLogin' | 'register' | 'email';

const HOUR = 3_600_000;
const PER_TARGET_PER_HOUR = 5;
const PER_IP_PER_HOUR = 30;

/** `+63|9171234567`: how a mobile number is stored and looked up. */
export const mobileKey = (dialingCode: string, number: string): string => `${dialingCode.trim()}|${number.trim()}`;

export interface CodeRequest {
  merchantId: number;
  purpose: CodePurpose;
  target: string;
  ip: string;
}

const resendKey = (req: CodeRequest) => `code:resend:${req.purpose}:${req.target}`;

/**
 * The limits of code requests, counted on the requested target and address whether or not an account is behind
 * them (so a second request answers the same for a registered and an unknown number): one per target each resend
 * interval, a few per hour per target and per address. Throws RATE_LIMITED.
 */
export async function throttleCode(fast: FastStore, req: CodeRequest): Promise<void> {
  const { merchantId, purpose, target } = req;
  const resend = resendKey(req);
  // Atomic: of parallel requests for one target only the first passes.
  if ((await fast.counters.hit(merchantId, resend, ACCOUNT_LIMITS.smsResendMs)) > 1) {
    const { resetAt } = await fast.counters.peek(merchantId, resend, ACCOUNT_LIMITS.smsResendMs);
    throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs: Math.max(1, (resetAt?.getTime() ?? Date.now()) - Date.now()) } });
  }
  if ((await fast.counters.hit(merchantId, `code:ip:${req.ip}`, HOUR)) > PER_IP_PER_HOUR) throw new AppError(ErrorCode.RATE_LIMITED);
  if ((await fast.counters.hit(merchantId, `code:${purpose}:${target}`, HOUR)) > PER_TARGET_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }
}

/**
 * Makes a fresh numeric code for a target (the previous unused ones stop working) and sends it to `recipient`.
 * With `recipient` null (no account behind the target) every step but the sending is done all the same, the code
 * included, so both cases take the same path and answer the same; nobody can use such a code, it was never sent.
 */
export async function issueCode(
  db: Db,
  provider: MessageProvider,
  req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' },
): Promise<CodeSent> {
  const { merchantId, purpose, target } = req;
  const code = Array.from({ length: ACCOUNT_LIMITS.smsCodeLength }, () => String(randomInt(10))).join('');
  const expiresAt = new Date(Date.now() + ACCOUNT_LIMITS.smsCodeTtlMs);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({ merchantId, purpose, target, codeHash: sha256Hex(code), expiresAt });
    // Housekeeping: codes expired for a day are of no use to anyone.
    await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(Date.now() - 86_400_000)));
    if (req.recipient === null) return;
    await provider.send(tx, {
      merchantId,
      channel: req.channel,
      recipient: req.recipient,
      subject: req.channel === 'email' ? 'Password reset code' : undefined,
      body: `Your verification code is ${code}. It expires in ${Math.round(ACCOUNT_LIMITS.smsCodeTtlMs / 60_000)} minutes.`,
    });
  });
  return { expirationTime: expiresAt.getTime() };
}

/**
 * issueCode after throttleCode. A code the gateway did not take was never sent (its transaction rolled back), so it
 * does not start the resend interval: the player may ask again at once.
 */
export async function throttledIssue(
  db: Db,
  fast: FastStore,
  provider: MessageProvider,
  req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' },
): Promise<CodeSent> {
  try {
    return await issueCode(db, provider, req);
  } catch (err) {
    await fast.counters.reset(req.merchantId, resendKey(req));
    throw err;
  }
}

/** throttleCode, then issueCode. */
export async function sendCode(
  db: Db,
  fast: FastStore,
  provider: MessageProvider,
  req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' },
): Promise<CodeSent> {
  await throttleCode(fast, req);
  return throttledIssue(db, fast, provider, req);
}

/**
 * Checks and consumes a code: the newest live code of the target, single use, a few tries at most. The try is
 * counted before the comparison, in one conditional update (attempts below the limit, code live), so parallel
 * guesses cannot all pass the limit; a right code is consumed by a second conditional update, so of parallel right
 * guesses only one succeeds. Throws VERIFICATION_INVALID otherwise.
 */
export async function consumeCode(
  db: Executor,
  args: { merchantId: number; purpose: CodePurpose; target: string; code: string },
): Promise<void> {
  const now = new Date();
  const live = and(isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now));
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, args.merchantId),
        eq(verificationCodes.purpose, args.purpose),
        eq(verificationCodes.target, args.target),
        live,
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(inArray(verificationCodes.id, newest), lt(verificationCodes.attempts, ACCOUNT_LIMITS.smsCodeAttempts), live))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  const invalid = () => new AppError(ErrorCode.VERIFICATION_INVALID, { value: [{ field: 'verificationCode', message: 'err_verification_code' }] });
  if (!row || !secretEquals(row.codeHash, sha256Hex(args.code.trim()))) throw invalid();
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalid();
}
